import type { GoodsBought, PriceOption } from '@h5/api'
import { checkBuyingAllowed } from './checkBuyingAllowed'
import { diamondPrice } from './diamondPrice'
import { MallErrorCode } from './MallErrorCode'
import { mallError } from './errnoTable'
import { runAttempt } from './runAction'
import type { MallClient, MallResult, MallState, UserTokens } from './types'

/** What a purchase for myself sends: the item and the option the user confirmed, at its price. */
export interface BuyGoodsInput {
  tokens: UserTokens
  goodsID: string
  option: PriceOption
}

/**
 * Buys a goods item (a pretty number, a decoration) for myself with 钻石, after the user confirmed the option
 * and its price, with the attempt's idempotency key (`state.attempts.buy`, per item, option and price): a double
 * tap sends once, a retry after a time-out sends the same key and the server charges once, and only the server's
 * answer is success. Refused before sending: a money option or a malformed price (INVALID_OPTION), more than the
 * 钻石 last answered (INSUFFICIENT_DIAMONDS), teen mode on (TEEN_MODE). The server's refusals: MINOR, SOLD_OUT,
 * WITHDRAWN, PRICE_CHANGED (reload the options), LOCKED.
 *
 * @example
 * const result = await buyGoods(state, { api, bridge }, { tokens, goodsID: 'num_8888', option })
 * if (result.ok) showToast('购买成功')
 */
export async function buyGoods(state: MallState, client: MallClient, input: BuyGoodsInput): Promise<MallResult<GoodsBought>> {
  const { tokens, goodsID, option } = input
  const diamonds = diamondPrice(option)
  if (diamonds === null) return { ok: false, error: mallError(MallErrorCode.INVALID_OPTION) }
  if (state.diamonds !== null && diamonds > state.diamonds) return { ok: false, error: mallError(MallErrorCode.INSUFFICIENT_DIAMONDS) }
  const allowed = await checkBuyingAllowed(client.bridge)
  if (!allowed.ok) return allowed
  return runAttempt(state, 'buy', {
    run: async (begin) => {
      const { key } = begin(`${goodsID}:${option.optionID}:${diamonds}`)
      return (await client.api.buyGoods({ ...tokens, goodsID, optionID: option.optionID, diamonds, idempotencyKey: key }, { quiet: true })).data
    },
    apply: (bought) => {
      state.diamonds = bought.diamonds
    },
  })
}
