import { describe, expect, it } from 'vitest'
import { summarizeTaps } from './summarizeTaps.ts'

const tap = (atMs: number, turningMs: number | undefined, requestMs: number | undefined, appLive = true) => ({ atMs, turningMs, requestMs, appLive })

describe('summarizeTaps', () => {
  it('gives each moment the median of its runs, earliest first, and the worst moment', () => {
    const { moments, worstTurningMs, worstRequestMs } = summarizeTaps([
      tap(100, 40, 200),
      tap(0, 10, 500, false),
      tap(100, 90, 100),
      tap(0, 30, 700, false),
      tap(100, 60, 150),
      tap(0, 20, 600, true),
    ])
    expect(moments).toEqual([
      { atMs: 0, turningMs: 20, requestMs: 600, held: 2, runs: 3 },
      { atMs: 100, turningMs: 60, requestMs: 150, held: 0, runs: 3 },
    ])
    expect(worstTurningMs).toBe(60)
    expect(worstRequestMs).toBe(600)
  })

  it('counts a coin that never turned as slower than any other, so it cannot hide behind a median', () => {
    const { worstTurningMs } = summarizeTaps([tap(0, undefined, 300), tap(0, undefined, 300), tap(0, 20, 300)])
    expect(worstTurningMs).toBe(Infinity)
  })
})

