import { describe, expect, it } from 'vitest'
import { formatRecordTime } from './formatRecordTime'

/** Local dates, so the cases read the same in any time zone the tests run in. */
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).getTime()
const now = new Date(2025, 2, 5, 14, 30) // 5 March 2025, 14:30 local

describe('formatRecordTime', () => {
  it.each([
    ['earlier today', at(2025, 2, 5, 9, 5), '今天 09:05'],
    ['just after midnight today', at(2025, 2, 5, 0, 0), '今天 00:00'],
    ['yesterday', at(2025, 2, 4, 23, 59), '昨天 23:59'],
    ['two days ago', at(2025, 2, 3, 8, 0), '3月3日 08:00'],
    ['earlier this year', at(2025, 0, 1, 12, 0), '1月1日 12:00'],
    ['last year', at(2024, 11, 31, 23, 59), '2024年12月31日 23:59'],
    ['a little in the future (clock skew)', at(2025, 2, 5, 14, 31), '今天 14:31'],
  ])('writes %s in Chinese local time', (_case, ms, expected) => {
    expect(formatRecordTime(ms, now)).toBe(expected)
  })

  it.each([0, -1, Number.NaN, 8.64e15 + 1])('leaves a time the server did not give (%s) empty', (ms) => {
    expect(formatRecordTime(ms, now)).toBe('')
  })
})
