/**
 * A moment in Chinese, the phone's local time: `11月24日 15:08`, with the year when it is not this year's
 * (`2025年3月2日 09:30`). `''` for a time that cannot be a date.
 *
 * @example
 * formatMoment(Date.UTC(2026, 10, 24, 7, 8), new Date(2026, 10, 24)) // '11月24日 15:08' in UTC+8
 */
export function formatMoment(ms: number, now: Date = new Date()): string {
  const date = new Date(ms)
  if (!Number.isFinite(ms) || Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${date.getMonth() + 1}月${date.getDate()}日`
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`
  return date.getFullYear() === now.getFullYear() ? `${day} ${time}` : `${date.getFullYear()}年${day} ${time}`
}

/**
 * A day in Chinese: `11月27日`, with the year when it is not this year's.
 *
 * @example
 * formatDay(Date.UTC(2026, 10, 27, 4), new Date(2026, 10, 24)) // '11月27日'
 */
export function formatDay(ms: number, now: Date = new Date()): string {
  const date = new Date(ms)
  if (!Number.isFinite(ms) || Number.isNaN(date.getTime())) return ''
  const day = `${date.getMonth() + 1}月${date.getDate()}日`
  return date.getFullYear() === now.getFullYear() ? day : `${date.getFullYear()}年${day}`
}
