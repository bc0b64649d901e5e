import { describe, expect, it } from 'vitest'
import { formatMainThreadTable } from './formatMainThreadTable.ts'

const work = (blockingMs: number, longestMs: number, totalMs: number) => ({ blockingMs, longestMs, totalMs })

describe('formatMainThreadTable', () => {
  it('prints each build’s medians and the ratio of the two per route', () => {
    const table = formatMainThreadTable(
      [
        { route: '/', variant: 'split', runs: [work(0, 40, 200), work(10, 60, 300), work(0, 44, 250)] },
        { route: '/', variant: 'eager', runs: [work(20, 80, 500)] },
      ],
      'split',
      'eager',
    )
    const lines = table.split('\n').map((line) => line.trim().split(/\s{2,}/))
    expect(lines).toEqual([
      ['route / build', 'blocking (4x CPU)', 'longest task', 'all tasks'],
      ['/ split', '0 ms', '44 ms', '250 ms'],
      ['/ eager', '20 ms', '80 ms', '500 ms'],
      ['/ ratio to baseline', 'x0.00', 'x0.55', 'x0.50'],
    ])
  })
})
