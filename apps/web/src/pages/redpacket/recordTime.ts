import { formatChinaTime } from '@h5/format'
import { serverNow } from '../../platform/serverClock'

/**
 * When a red-packet record happened, as short as is still clear and in China time (`今天 14:05`, `昨天 09:30`,
 * `3月5日 18:20`, `2024年12月31日 23:59`: @h5/format's `formatChinaTime` against the server's clock); `''` for a
 * time the server did not give (the package reads a missing or unreadable `time` as 0).
 *
 * @example
 * recordTime(record.time) // '今天 14:05'
 */
export function recordTime(ms: number, now: number = serverNow()): string {
  return ms > 0 ? formatChinaTime(ms, 'recent', now) : ''
}
