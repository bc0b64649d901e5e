import { describe, expect, it } from 'vitest'
import { formatDay, formatMoment } from './formatMoment'

const NOW = new Date(Date.UTC(2026, 10, 24, 4))

describe('formatMoment', () => {
  it('reads a moment on China’s clock, whatever the phone’s time zone', () => {
    expect(formatMoment(Date.UTC(2026, 10, 24, 7, 8), NOW)).toBe('11月24日 15:08')
    // 23:30 in London on 31 December is already 1 January in China: a new day, and a new year.
    expect(formatMoment(Date.UTC(2026, 11, 31, 23, 30), NOW)).toBe('2027年1月1日 07:30')
  })

  it('names the year only when it is not this year’s in China', () => {
    expect(formatMoment(Date.UTC(2025, 2, 2, 1, 30), NOW)).toBe('2025年3月2日 09:30')
    expect(formatDay(Date.UTC(2026, 10, 27, 4), NOW)).toBe('11月27日')
    // 16:00 UTC on 31 December 2025 is midnight of 1 January 2026 in China: this year's.
    expect(formatDay(Date.UTC(2025, 11, 31, 16), NOW)).toBe('1月1日')
  })

  it('says nothing for a time that cannot be a date', () => {
    expect(formatMoment(Number.NaN, NOW)).toBe('')
    expect(formatDay(Number.POSITIVE_INFINITY, NOW)).toBe('')
    expect(formatMoment(9e15, NOW)).toBe('')
  })

  it('reads the last moment the contract allows', () => {
    expect(formatMoment(253402300799999, NOW)).toBe('10000年1月1日 07:59')
  })
})
