import { formatCount } from '@h5/format'

const WAN = 10_000
const YI = 100_000_000

/** `value / unit` to one decimal, rounded down (a count is never shown as more than it is), without a trailing `.0`. */
const tenths = (value: number, unit: number) => String(Math.floor((value / unit) * 10) / 10)

/**
 * A count as a profile shows it (粉丝, 播放, 礼物): in full below 10,000, then in 万 and 亿 to one decimal,
 * rounded down, so a huge count keeps its place on a narrow screen. `--` for what is not a count.
 *
 * @example
 * formatShortCount(9_999) // '9,999'
 * formatShortCount(128_406) // '12.8万'
 * formatShortCount(99_999_999_999) // '999.9亿'
 */
export function formatShortCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) return formatCount(Number.NaN)
  if (count < WAN) return formatCount(count)
  if (count < YI) return `${tenths(count, WAN)}万`
  return `${tenths(count, YI)}亿`
}
