import { describe, expect, it } from 'vitest'
import { formatCancellationDate } from './formatCancellationDate'

describe('formatCancellationDate', () => {
  it('writes the local day in Chinese', () => {
    expect(formatCancellationDate(new Date(2026, 11, 9, 15, 30).getTime())).toBe('2026年12月9日')
  })

  it('writes the contract’s farthest day (UnixMs is bounded at the year 9999)', () => {
    expect(formatCancellationDate(new Date(9999, 11, 31, 12).getTime())).toBe('9999年12月31日')
  })

  it('answers nothing for a time that cannot be a date', () => {
    expect(formatCancellationDate(Number.NaN)).toBe('')
    expect(formatCancellationDate(9e15)).toBe('')
  })
})
