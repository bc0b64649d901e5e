import type { GoodsOptions } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/**
 * Loads a goods item's price options as the server prices them now (a duration or permanent, 钻石 or money) and
 * my 钻石 into `state.options` and `state.diamonds`. Load it again after PRICE_CHANGED or WITHDRAWN.
 *
 * @example
 * await loadGoodsOptions(state, api, { tokens, goodsID: 'frame_star' })
 * state.options?.options[0] // { optionID: 'frame_star_7', days: 7, currency: 'diamond', diamonds: 300, ... }
 */
export async function loadGoodsOptions(state: MallState, api: MallApi, input: { tokens: UserTokens; goodsID: string }): Promise<MallResult<GoodsOptions>> {
  const result = await loadIntoState(
    state,
    'options',
    () => api.getGoodsOptions({ ...input.tokens, goodsID: input.goodsID }, { quiet: true }),
    (options) => Array.isArray(options.options) && Number.isSafeInteger(options.diamonds),
  )
  if (result.ok) state.diamonds = result.data.diamonds
  return result
}
