import type { Membership, PriceOption } from '@h5/api'

const DAY_MS = 24 * 60 * 60_000

/**
 * When the membership would end after buying `option` of `tier`, for the confirmation sheet: renewing the tier
 * that is running extends from its current end; another tier, or none running, starts from now (the server's
 * clock, `serverNow()`). Null for a permanent option.
 *
 * @example
 * vipEndAfter(state.membership, 1, option, serverNow()) // the end date the sheet names
 */
export function vipEndAfter(membership: Pick<Membership, 'status' | 'tier' | 'endAt'> | null, tier: number, option: Pick<PriceOption, 'days'>, now: number): number | null {
  if (option.days === null) return null
  const running = membership !== null && (membership.status === 'active' || membership.status === 'expiring') && membership.tier === tier && membership.endAt !== null
  return Math.max(now, running ? membership.endAt! : now) + option.days * DAY_MS
}
