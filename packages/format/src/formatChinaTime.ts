import { chinaTimeParts } from './chinaTime'

/**
 * How much of a moment {@link formatChinaTime} writes:
 *
 * | style | example | for |
 * |---|---|---|
 * | `'dateTime'` | `2026年11月29日 00:00` | a moment that must read the same for everyone (a ban's end) |
 * | `'date'` | `2026年12月9日` | a day that must read the same for everyone (a cancellation's day) |
 * | `'moment'` | `11月24日 15:08`, `2025年3月2日 09:30` | a moment in a list or timeline: the year only when not this year |
 * | `'day'` | `11月27日`, `2027年1月3日` | a day, the year only when not this year |
 * | `'recent'` | `今天 14:05`, `昨天 09:30`, then as `'moment'` | when a record happened, as short as is still clear |
 * | `'time'` | `15:08:09` | a time of day |
 */
export type ChinaTimeStyle = 'dateTime' | 'date' | 'moment' | 'day' | 'recent' | 'time'

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A moment (unix milliseconds) in Chinese, in China time (UTC+8, the server's), whatever the phone's zone.
 * `now` (unix milliseconds; the app passes the server's clock, `serverNow()`) decides "this year", 今天 and 昨天,
 * also in China time. `''` for a time that cannot be a date (NaN, Infinity, beyond what a `Date` holds).
 *
 * The one date formatter: screens never write a date with the phone's `getHours()` or `toLocaleString()`.
 *
 * @example
 * formatChinaTime(Date.UTC(2026, 10, 28, 16, 0)) // '2026年11月29日 00:00', in any zone
 * formatChinaTime(Date.UTC(2026, 10, 24, 7, 8), 'moment', Date.UTC(2026, 10, 24)) // '11月24日 15:08'
 */
export function formatChinaTime(ms: number, style: ChinaTimeStyle = 'dateTime', now: number = Date.now()): string {
  const at = chinaTimeParts(ms)
  if (!at) return ''
  const clock = `${pad(at.hour)}:${pad(at.minute)}`
  const monthDay = `${at.month}月${at.day}日`
  const fullDay = `${at.year}年${monthDay}`
  if (style === 'time') return `${clock}:${pad(at.second)}`
  if (style === 'date') return fullDay
  if (style === 'dateTime') return `${fullDay} ${clock}`
  const today = chinaTimeParts(now)
  const thisYear = today !== null && today.year === at.year
  const day = thisYear ? monthDay : fullDay
  if (style === 'day') return day
  if (style === 'recent' && today !== null) {
    // Counted in China days: a moment a little ahead of now (clocks a few seconds apart) is still 今天.
    const daysAgo = today.dayNumber - at.dayNumber
    if (daysAgo === 0) return `今天 ${clock}`
    if (daysAgo === 1) return `昨天 ${clock}`
  }
  return `${day} ${clock}`
}
