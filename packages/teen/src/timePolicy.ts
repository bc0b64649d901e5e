import { dailyLimitMinutes } from './ageBrackets'
import type { AgeBracket, DenyReason } from './types'

/** No service from 22:00 until 06:00 the next morning (README, "Policy"). */
export const CURFEW_START_HOUR = 22
export const CURFEW_END_HOUR = 6

/**
 * Whether `date` falls in the 22:00–06:00 curfew, in the device's local time (a phone in China runs on
 * Beijing time, the guideline's clock).
 *
 * @example isCurfew(new Date(2024, 0, 1, 22, 0)) // true; at 21:59 false; at 05:59 true; at 06:00 false
 */
export function isCurfew(date: Date): boolean {
  const hour = date.getHours()
  return hour >= CURFEW_START_HOUR || hour < CURFEW_END_HOUR
}

/** Input of {@link canUse}. */
export interface UsePolicyInput {
  bracket: AgeBracket
  /** Minutes already used today. */
  usedMinutes: number
  now: Date
}

/** Verdict of {@link canUse}. */
export interface UseVerdict {
  canUse: boolean
  reason?: DenyReason
  /** Minutes left today (0 when the limit is reached). */
  remainingMinutes: number
}

/**
 * Whether a teen in `bracket` may use the app at `now` having used `usedMinutes` today. The curfew wins over the
 * limit: at 23:00 the reason is `curfew` even if the day's minutes are spent. A `usedMinutes` that is not a finite
 * number counts as the limit reached.
 *
 * @example canUse({ bracket: 1, usedMinutes: 60, now: new Date(2024, 0, 1, 12) }) // { canUse: false, reason: 'limit', remainingMinutes: 0 }
 */
export function canUse({ bracket, usedMinutes, now }: UsePolicyInput): UseVerdict {
  // Usage that is not a number fails closed: a minor is never let through on a bad reading.
  const used = Number.isFinite(usedMinutes) ? Math.max(0, usedMinutes) : Number.POSITIVE_INFINITY
  const remainingMinutes = Math.max(0, dailyLimitMinutes(bracket) - used)
  if (isCurfew(now)) return { canUse: false, reason: 'curfew', remainingMinutes }
  if (remainingMinutes <= 0) return { canUse: false, reason: 'limit', remainingMinutes }
  return { canUse: true, remainingMinutes }
}
