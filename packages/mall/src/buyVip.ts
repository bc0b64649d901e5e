import type { BuyHonorResult, PriceOption, VipTier } from '@h5/api'
import { checkBuyingAllowed } from './checkBuyingAllowed'
import { diamondPrice } from './diamondPrice'
import { MallErrorCode } from './MallErrorCode'
import { mallError } from './errnoTable'
import { readFullResponse } from './readFullResponse'
import { runAttempt } from './runAction'
import type { MallClient, MallResult, MallState, UserTokens } from './types'

/** What a membership purchase sends: the tier and its option the user confirmed, at its price. */
export interface BuyVipInput {
  tokens: UserTokens
  tier: Pick<VipTier, 'tier' | 'options'>
  option: PriceOption
}

/**
 * Buys or renews a VIP tier with 钻石 through buy-honor (the tier is the honour), after the confirmation sheet
 * named the tier, the duration, the price and the end after purchase (`vipEndAfter`), with the attempt's
 * idempotency key (`state.attempts.buyVip`, per tier, option and price). Renewing extends from the current end.
 * Refused before sending: an option not of the tier, a money option (Android's pay flow sells those; iOS never
 * shows them) or a malformed price (INVALID_OPTION), more than the 钻石 last answered, teen mode on. The
 * server's: MINOR, WITHDRAWN, PRICE_CHANGED, INSUFFICIENT_DIAMONDS (the page hands over to recharge).
 *
 * @example
 * const result = await buyVip(state, { api, bridge }, { tokens, tier, option })
 * if (result.ok) await loadMembership(state, api, tokens)
 */
export async function buyVip(state: MallState, client: MallClient, input: BuyVipInput): Promise<MallResult<BuyHonorResult>> {
  const { tokens, tier, option } = input
  const diamonds = diamondPrice(option)
  const ofTier = tier.options.some((candidate) => candidate.optionID === option.optionID)
  if (diamonds === null || !ofTier) return { ok: false, error: mallError(MallErrorCode.INVALID_OPTION) }
  if (state.diamonds !== null && diamonds > state.diamonds) return { ok: false, error: mallError(MallErrorCode.INSUFFICIENT_DIAMONDS) }
  const allowed = await checkBuyingAllowed(client.bridge)
  if (!allowed.ok) return allowed
  return runAttempt(state, 'buyVip', {
    run: async (begin) => {
      const { key } = begin(`${tier.tier}:${option.optionID}:${diamonds}`)
      const payload = { ...tokens, honorID: tier.tier, optionID: option.optionID, diamonds, idempotencyKey: key }
      return readFullResponse((await client.api.buyHonor(payload, { quiet: true })).data)
    },
    apply: (bought) => {
      state.diamonds = bought.diamonds
    },
  })
}
