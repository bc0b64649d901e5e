/**
 * China Standard Time: UTC+8 all year (no daylight saving since 1991). The server's clock and the one every
 * date on screen is written in, whatever zone the phone is set to: a user travelling abroad, or a phone set
 * to another zone, sees the same 申请时间 and 开放时间 as the server and customer service do.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

const DAY_MS = 24 * 60 * 60 * 1000

/** A moment's calendar fields in China time. */
export interface ChinaTimeParts {
  year: number
  /** 1–12. */
  month: number
  /** 1–31. */
  day: number
  hour: number
  minute: number
  second: number
  /** Whole days since 1970-01-01 in China time: two moments on the same China day share it. */
  dayNumber: number
}

/**
 * `ms` (unix milliseconds) as China-time calendar fields, or `null` when it is not a moment a `Date` can hold
 * (NaN, Infinity, beyond ±8.64e15). Read from the UTC fields of the moment shifted by eight hours, so the
 * phone's zone never enters.
 *
 * @example
 * chinaTimeParts(Date.UTC(2026, 10, 28, 16, 0)) // { year: 2026, month: 11, day: 29, hour: 0, minute: 0, ... }
 */
export function chinaTimeParts(ms: number): ChinaTimeParts | null {
  if (!Number.isFinite(ms)) return null
  const shifted = new Date(ms + CHINA_OFFSET_MS)
  if (Number.isNaN(shifted.getTime()) || Number.isNaN(new Date(ms).getTime())) return null
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    dayNumber: Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS),
  }
}
