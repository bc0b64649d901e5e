/**
 * The day a cancellation takes effect, in Chinese and the phone's local time: `2026年12月9日`. `''` for a time
 * that cannot be a date (docs/openapi.yaml bounds UnixMs at the year 9999, so every answer it allows is one).
 *
 * @example
 * formatCancellationDate(Date.UTC(2026, 11, 9, 4)) // '2026年12月9日'
 */
export function formatCancellationDate(ms: number): string {
  const date = new Date(ms)
  if (!Number.isFinite(ms) || Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`
}
