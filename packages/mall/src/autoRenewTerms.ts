import type { Membership, PriceOption } from '@h5/api'
import { diamondPrice } from './diamondPrice'

const DAY_MS = 24 * 60 * 60_000

/** What the auto-renew sheet states before the user turns it on (docs/openapi.yaml `AutoRenew`). */
export interface AutoRenewTerms {
  /** What each renewal charges. */
  diamonds: number
  /** When the next charge comes: `chargeDaysBeforeEnd` days before the membership ends. */
  nextChargeAt: number
  /** When the reminder comes: `remindDaysBefore` days before the charge. */
  remindAt: number
  /** How to turn it off, in the server's words. */
  cancelHow: string
}

/**
 * The terms of auto-renew with `option`, from the server's membership (its end and its rules), for the sheet
 * that asks the user's consent (`setAutoRenew`'s `consent`). Null when there is nothing to renew (no running
 * membership) or the option is not a 钻石 one.
 *
 * @example
 * const terms = autoRenewTerms(state.membership!, option)
 * // 每次扣 3000 钻石，下次扣费 2026-12-21，扣费前 5 天提醒；terms.cancelHow
 */
export function autoRenewTerms(membership: Pick<Membership, 'status' | 'endAt' | 'autoRenew'>, option: PriceOption): AutoRenewTerms | null {
  const diamonds = diamondPrice(option)
  const running = membership.status === 'active' || membership.status === 'expiring'
  if (!running || membership.endAt === null || diamonds === null) return null
  const { chargeDaysBeforeEnd, remindDaysBefore, cancelHow } = membership.autoRenew
  const nextChargeAt = membership.endAt - chargeDaysBeforeEnd * DAY_MS
  return { diamonds, nextChargeAt, remindAt: nextChargeAt - remindDaysBefore * DAY_MS, cancelHow }
}
