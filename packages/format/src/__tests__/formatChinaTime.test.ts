import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chinaTimeParts, formatChinaTime } from '..'

/** A moment given as China's wall clock (UTC+8): month 1–12. */
const china = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  Date.UTC(year, month - 1, day, hour, minute, second) - 8 * 60 * 60 * 1000

/** Zones a phone may be set to, none of them China's but the last: the output must not move with them. */
const ZONES = ['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati', 'Asia/Kolkata', 'Asia/Shanghai']

/** Node's environment: setting `TZ` there changes the zone of every local `Date` method at once. */
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env

describe.each(ZONES)('formatChinaTime on a phone set to %s', (zone) => {
  const phoneZone = env.TZ
  beforeAll(() => {
    env.TZ = zone
  })
  afterAll(() => {
    // Assigning undefined would set the text 'undefined': a zone the machine had not set is deleted instead.
    if (phoneZone === undefined) delete env.TZ
    else env.TZ = phoneZone
  })

  it('runs in the zone it names (so the cases below would catch the phone’s zone leaking in)', () => {
    const localHour = new Date(Date.UTC(2026, 0, 1, 0, 0)).getHours()
    expect(localHour === 8).toBe(zone === 'Asia/Shanghai')
  })

  it('writes a moment as China’s date and time', () => {
    expect(formatChinaTime(Date.UTC(2026, 10, 28, 16, 0))).toBe('2026年11月29日 00:00')
    expect(formatChinaTime(china(2026, 11, 29, 0, 0), 'dateTime')).toBe('2026年11月29日 00:00')
    expect(formatChinaTime(china(2026, 1, 1, 23, 59), 'dateTime')).toBe('2026年1月1日 23:59')
  })

  it('writes China’s day, with the year', () => {
    expect(formatChinaTime(china(2026, 12, 9, 15, 30), 'date')).toBe('2026年12月9日')
    // Just after midnight in China is still the day before in most of the world.
    expect(formatChinaTime(china(2026, 12, 9, 0, 5), 'date')).toBe('2026年12月9日')
    expect(formatChinaTime(china(2026, 12, 9, 23, 55), 'date')).toBe('2026年12月9日')
  })

  it('writes the contract’s farthest day (UnixMs is bounded at the year 9999)', () => {
    expect(formatChinaTime(china(9999, 12, 31, 12), 'date')).toBe('9999年12月31日')
  })

  it('writes a moment of a timeline, the year only when it is not this year in China', () => {
    const now = china(2026, 11, 24, 10, 0)
    expect(formatChinaTime(Date.UTC(2026, 10, 24, 7, 8), 'moment', now)).toBe('11月24日 15:08')
    expect(formatChinaTime(china(2025, 3, 2, 9, 30), 'moment', now)).toBe('2025年3月2日 09:30')
    // New Year's Eve 23:30 in China, seen on New Year's Day: last year's.
    expect(formatChinaTime(china(2025, 12, 31, 23, 30), 'moment', china(2026, 1, 1, 0, 10))).toBe('2025年12月31日 23:30')
  })

  it('writes a day, the year only when it is not this year in China', () => {
    const now = china(2026, 11, 24, 10, 0)
    expect(formatChinaTime(china(2026, 11, 27, 12), 'day', now)).toBe('11月27日')
    expect(formatChinaTime(china(2027, 1, 3, 0, 30), 'day', now)).toBe('2027年1月3日')
  })

  const now = china(2025, 3, 5, 14, 30) // 5 March 2025, 14:30 in China
  it.each([
    ['earlier today', china(2025, 3, 5, 9, 5), '今天 09:05'],
    ['just after midnight today', china(2025, 3, 5, 0, 0), '今天 00:00'],
    ['yesterday', china(2025, 3, 4, 23, 59), '昨天 23:59'],
    ['two days ago', china(2025, 3, 3, 8, 0), '3月3日 08:00'],
    ['earlier this year', china(2025, 1, 1, 12, 0), '1月1日 12:00'],
    ['last year', china(2024, 12, 31, 23, 59), '2024年12月31日 23:59'],
    ['a little in the future (clock skew)', china(2025, 3, 5, 14, 31), '今天 14:31'],
    ['tomorrow', china(2025, 3, 6, 8, 0), '3月6日 08:00'],
  ])('writes a record of %s as short as is still clear', (_case, ms, expected) => {
    expect(formatChinaTime(ms, 'recent', now)).toBe(expected)
  })

  it('writes a time of day with seconds', () => {
    expect(formatChinaTime(china(2026, 1, 1, 7, 5, 9), 'time')).toBe('07:05:09')
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 8.64e15 + 1, 9e15])('writes nothing for %s, which cannot be a date', (ms) => {
    for (const style of ['dateTime', 'date', 'moment', 'day', 'recent', 'time'] as const) {
      expect(formatChinaTime(ms, style, now)).toBe('')
    }
  })
})

describe('chinaTimeParts', () => {
  it('reads the calendar fields in UTC+8 and numbers the China day', () => {
    expect(chinaTimeParts(Date.UTC(2026, 10, 28, 16, 0, 5))).toEqual({
      year: 2026,
      month: 11,
      day: 29,
      hour: 0,
      minute: 0,
      second: 5,
      dayNumber: chinaTimeParts(Date.UTC(2026, 10, 29, 15, 59))!.dayNumber,
    })
    expect(chinaTimeParts(Date.UTC(2026, 10, 28, 15, 59))!.dayNumber).toBe(chinaTimeParts(Date.UTC(2026, 10, 28, 16))!.dayNumber - 1)
  })

  it('answers null for what cannot be a date', () => {
    expect(chinaTimeParts(Number.NaN)).toBeNull()
    expect(chinaTimeParts(8.64e15 + 1)).toBeNull()
  })
})
