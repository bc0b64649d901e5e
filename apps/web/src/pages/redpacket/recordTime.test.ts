import { describe, expect, it } from 'vitest'
import { recordTime } from './recordTime'

/** A moment given as China's wall clock (UTC+8): month 1–12. */
const china = (year: number, month: number, day: number, hour: number, minute: number) =>
  Date.UTC(year, month - 1, day, hour, minute) - 8 * 60 * 60 * 1000
const now = china(2025, 3, 5, 14, 30)

describe('recordTime', () => {
  it('writes the time of a record as short as is still clear, in China time', () => {
    expect(recordTime(china(2025, 3, 5, 9, 5), now)).toBe('今天 09:05')
    expect(recordTime(china(2025, 3, 4, 23, 59), now)).toBe('昨天 23:59')
    expect(recordTime(china(2024, 12, 31, 23, 59), now)).toBe('2024年12月31日 23:59')
  })

  it.each([0, -1, Number.NaN, 8.64e15 + 1])('leaves a time the server did not give (%s) empty', (ms) => {
    expect(recordTime(ms, now)).toBe('')
  })
})
