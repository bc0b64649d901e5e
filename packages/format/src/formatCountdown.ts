const SECOND_MS = 1000
const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The time left until a deadline as a countdown shows it: `HH:MM:SS`, with the days in front from one day on
 * (`2天 03:04:05`). Rounded up to the whole second, so it reads `00:00:00` only once the deadline has come;
 * anything not a positive number (past deadlines, NaN) is `00:00:00`.
 *
 * @example
 * formatCountdown(3_723_000) // '01:02:03'
 * formatCountdown(90_061_000) // '1天 01:01:01'
 * formatCountdown(1) // '00:00:01'
 */
export function formatCountdown(msLeft: number): string {
  const seconds = msLeft > 0 ? Math.ceil(Math.min(msLeft, Number.MAX_SAFE_INTEGER) / SECOND_MS) : 0
  const days = Math.floor(seconds / 86_400)
  const clock = `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`
  return days > 0 ? `${days}天 ${clock}` : clock
}
