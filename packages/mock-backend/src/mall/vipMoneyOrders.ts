import type { MockUser } from '../createMockUser.ts'
import { VIP_TIERS, type MockVipTier } from './mallCatalog.ts'

const DAY = 24 * 60 * 60_000

/** A VIP tier's money option (`currency` cny): sold through the pay flow's order calls with its `productID`. */
export interface MockVipMoneyOption {
  tier: MockVipTier
  productID: string
  priceFen: number
  days: number
}

/** What a paid VIP order grants: the tier, by its id and name, for `days`. */
export interface MockHonorGrant {
  tier: number
  tierName: string
  days: number
}

/**
 * The VIP money option a createWxOrder / createAliOrder `productID` names (docs/openapi.yaml `PayOrderPayload`), or
 * undefined when it names none (a recharge product, or nothing the simulator sells). Permanent money options are
 * not sold, as buyHonor sells none.
 */
export function findVipMoneyOption(productID: unknown): MockVipMoneyOption | undefined {
  for (const tier of VIP_TIERS) {
    for (const option of tier.options) {
      if (option.currency === 'cny' && option.productID === productID && option.days !== null) {
        return { tier, productID: option.productID, priceFen: option.priceFen, days: option.days }
      }
    }
  }
  return undefined
}

/**
 * Extends `user`'s membership of `grant.tier` by its days from its current end (or from `now` when it has none or
 * it ended: renewing extends from the current end) and adds the event to the history (`diamonds` null when paid
 * with money). Answers the new end.
 */
export function extendHonor(user: MockUser, now: number, grant: MockHonorGrant, diamonds: number | null): number {
  const currentEnd = user.honors.get(grant.tier) ?? 0
  const expireAt = Math.max(now, currentEnd) + grant.days * DAY
  user.honors.set(grant.tier, expireAt)
  user.mall.vipHistory.unshift({ at: now, kind: currentEnd > now ? 'renewed' : 'bought', tierName: grant.tierName, days: grant.days, diamonds })
  return expireAt
}
