import type { GoodsGiven, MallGoodsItem, PriceOption } from '@h5/api'
import { checkBuyingAllowed } from './checkBuyingAllowed'
import { diamondPrice } from './diamondPrice'
import { MallErrorCode } from './MallErrorCode'
import { mallError } from './errnoTable'
import { runAttempt } from './runAction'
import type { MallClient, MallResult, MallState, UserTokens } from './types'

/** What a gift sends: the item (as the mall listed it), the option and price confirmed, the receiver's user ID. */
export interface GiveGoodsInput {
  tokens: UserTokens
  item: Pick<MallGoodsItem, 'goodsID' | 'kind' | 'giftable' | 'unlock'>
  option: PriceOption
  toUserID: number
}

/**
 * Buys a decoration for another user with my 钻石 (after the user confirmed the receiver, the item and the
 * price), with the attempt's idempotency key (`state.attempts.give`, per item, option, price and receiver's user
 * ID, never a name). A gift moves value like a tip: teen mode and minors are refused, and the server's caps apply
 * (DAILY_CAP, MONTHLY_CAP). Refused before sending: pretty numbers and items not giftable (NOT_GIFTABLE: numbers
 * cannot be transferred or resold), items a level or tier unlocks (LOCKED), a money option (INVALID_OPTION), more
 * than the 钻石 last answered.
 *
 * @example
 * const result = await giveGoods(state, { api, bridge }, { tokens, item, option, toUserID: 9 })
 */
export async function giveGoods(state: MallState, client: MallClient, input: GiveGoodsInput): Promise<MallResult<GoodsGiven>> {
  const { tokens, item, option, toUserID } = input
  if (item.kind === 'number' || !item.giftable) return { ok: false, error: mallError(MallErrorCode.NOT_GIFTABLE) }
  if (item.unlock.by !== 'price') return { ok: false, error: mallError(MallErrorCode.LOCKED) }
  const diamonds = diamondPrice(option)
  if (diamonds === null) return { ok: false, error: mallError(MallErrorCode.INVALID_OPTION) }
  if (!Number.isSafeInteger(toUserID) || toUserID < 1) return { ok: false, error: mallError(MallErrorCode.NO_SUCH_USER) }
  if (state.diamonds !== null && diamonds > state.diamonds) return { ok: false, error: mallError(MallErrorCode.INSUFFICIENT_DIAMONDS) }
  const allowed = await checkBuyingAllowed(client.bridge)
  if (!allowed.ok) return allowed
  return runAttempt(state, 'give', {
    run: async (begin) => {
      const { key } = begin(`${item.goodsID}:${option.optionID}:${diamonds}:${toUserID}`)
      return (await client.api.giveGoods({ ...tokens, goodsID: item.goodsID, optionID: option.optionID, diamonds, toUserID, idempotencyKey: key }, { quiet: true })).data
    },
    apply: (given) => {
      state.diamonds = given.diamonds
    },
  })
}
