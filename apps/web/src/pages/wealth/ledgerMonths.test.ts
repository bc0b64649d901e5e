import { describe, expect, it } from 'vitest'
import { monthInWords, shiftMonth, shownMonth } from './ledgerMonths'

describe('the ledger’s months', () => {
  it('steps across a year’s end both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2025-12', 1)).toBe('2026-01')
    expect(shiftMonth('2026-11', -1)).toBe('2026-10')
    expect(shiftMonth('2026-03', -14)).toBe('2025-01')
  })

  it('shows the asked month up to this one, else this one', () => {
    expect(shownMonth('2026-09', '2026-11')).toBe('2026-09')
    expect(shownMonth('2026-11', '2026-11')).toBe('2026-11')
    expect(shownMonth('2026-12', '2026-11')).toBe('2026-11')
    expect(shownMonth(null, '2026-11')).toBe('2026-11')
    for (const bad of ['2026-13', '2026-1', '26-01', '2026-00', '', 'x2026-01']) expect(shownMonth(bad, '2026-11')).toBe('2026-11')
  })

  it('words a month without a leading zero', () => {
    expect(monthInWords('2026-03')).toBe('2026年3月')
    expect(monthInWords('2026-11')).toBe('2026年11月')
  })
})
