import { describe, expect, it } from 'vitest'
import { medianMetrics } from './medianMetrics.ts'

const run = (score: number, lcp: number) => ({ score, fcp: lcp / 2, lcp, tbt: 0, cls: 0.01, jsBytes: 100_000 })

describe('medianMetrics', () => {
  it('takes the median of every metric on its own', () => {
    expect(medianMetrics([run(99, 900), run(80, 3000), run(100, 800)])).toEqual({
      score: 99,
      fcp: 450,
      lcp: 900,
      tbt: 0,
      cls: 0.01,
      jsBytes: 100_000,
    })
  })
})
