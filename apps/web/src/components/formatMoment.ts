/**
 * China Standard Time is UTC+8 the whole year (no daylight saving since 1991), so a fixed offset gives the
 * wall clock in China without the time-zone database.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60_000

/** The date and time of `ms` on a clock in China, or null for a time that cannot be a date. */
function chinaClock(ms: number): { year: number; month: number; day: number; hour: number; minute: number } | null {
  const shifted = new Date(ms + CHINA_OFFSET_MS)
  if (!Number.isFinite(ms) || Number.isNaN(shifted.getTime())) return null
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  }
}

/** `11月24日`, with the year when it is not `now`'s year in China (`2025年3月2日`). */
function dayText(clock: NonNullable<ReturnType<typeof chinaClock>>, now: Date): string {
  const day = `${clock.month}月${clock.day}日`
  return clock.year === chinaClock(now.getTime())?.year ? day : `${clock.year}年${day}`
}

/**
 * A moment of the server's records (a withdrawal, a recharge order, a window's opening) in Chinese, on China's
 * clock whatever the phone's time zone, as the server, its daily and monthly limits and customer service count
 * them: `11月24日 15:08`, with the year when it is not this year's (`2025年3月2日 09:30`). `''` for a time that
 * cannot be a date.
 *
 * @example
 * formatMoment(Date.UTC(2026, 10, 24, 7, 8), new Date(Date.UTC(2026, 10, 24))) // '11月24日 15:08'
 */
export function formatMoment(ms: number, now: Date = new Date()): string {
  const clock = chinaClock(ms)
  if (!clock) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${dayText(clock, now)} ${pad(clock.hour)}:${pad(clock.minute)}`
}

/**
 * A day in Chinese on China's clock: `11月27日`, with the year when it is not this year's.
 *
 * @example
 * formatDay(Date.UTC(2026, 10, 27, 4), new Date(Date.UTC(2026, 10, 24))) // '11月27日'
 */
export function formatDay(ms: number, now: Date = new Date()): string {
  const clock = chinaClock(ms)
  return clock ? dayText(clock, now) : ''
}
