import { describe, expect, it } from 'vitest'
import { formatTapTable } from './formatTapTable.ts'

const tap = (atMs: number, turningMs: number | undefined, requestMs: number | undefined, appLive = true) => ({ atMs, turningMs, requestMs, appLive })

describe('formatTapTable', () => {
  it('puts the builds side by side per moment, with the worst moment last', () => {
    const table = formatTapTable([
      { variant: 'split', taps: [tap(0, 12, 480, false), tap(100, 30, 90)] },
      { variant: 'eager', taps: [tap(0, undefined, undefined, false), tap(100, 50, 80)] },
    ])
    const lines = table.split('\n').map((line) => line.trim().split(/\s{2,}/))
    expect(lines[0]).toEqual(['tap at (after FCP)', 'split: turning', 'open request', 'before app', 'eager: turning', 'open request', 'before app'])
    expect(lines[1]).toEqual(['0 ms', '12 ms', '480 ms', '1/1', 'never', 'never', '1/1'])
    expect(lines[3]).toEqual(['worst moment', '30 ms', '480 ms', 'never', 'never'])
  })
})
