import { describe, expect, it } from 'vitest'
import { formatShortCount } from './formatShortCount'

describe('formatShortCount', () => {
  it('shows a count in full below 10,000, then in 万 and 亿 rounded down to one decimal', () => {
    expect(formatShortCount(0)).toBe('0')
    expect(formatShortCount(9_999)).toBe('9,999')
    expect(formatShortCount(10_000)).toBe('1万')
    expect(formatShortCount(128_406)).toBe('12.8万')
    expect(formatShortCount(99_999_999)).toBe('9999.9万')
    expect(formatShortCount(100_000_000)).toBe('1亿')
    expect(formatShortCount(99_999_999_999)).toBe('999.9亿')
  })

  it('shows -- for what is not a count', () => {
    expect(formatShortCount(-1)).toBe('--')
    expect(formatShortCount(1.5)).toBe('--')
    expect(formatShortCount(Number.NaN)).toBe('--')
  })
})
