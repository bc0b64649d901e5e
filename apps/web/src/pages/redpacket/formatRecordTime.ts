const pad = (value: number) => String(value).padStart(2, '0')

function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}

/**
 * When a record happened, in Chinese and the phone's local time, as short as is still clear: `今天 14:05`,
 * `昨天 09:30`, `3月5日 18:20` this year, `2024年12月31日 23:59` before. `''` for a time the server did not
 * give (0) or that cannot be a date.
 *
 * @example
 * formatRecordTime(Date.now()) // '今天 14:05'
 */
export function formatRecordTime(ms: number, now: Date = new Date()): string {
  const date = new Date(ms)
  if (!(ms > 0) || Number.isNaN(date.getTime())) return ''
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}`
  const days = Math.round((dayStart(now) - dayStart(date)) / 86_400_000)
  if (days === 0) return `今天 ${clock}`
  if (days === 1) return `昨天 ${clock}`
  const day = `${date.getMonth() + 1}月${date.getDate()}日`
  return date.getFullYear() === now.getFullYear() ? `${day} ${clock}` : `${date.getFullYear()}年${day} ${clock}`
}
