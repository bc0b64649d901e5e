import type { MallGoods } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/**
 * Loads the mall's tabs and the goods of `tab` (the server's first tab when left out) into `state.goods`: each
 * item's preview, how it is unlocked, its lowest 钻石 price and whether I own and wear it.
 *
 * @example
 * await loadGoods(state, api, { tokens, tab: 'frame' })
 * state.goods?.items
 */
export function loadGoods(state: MallState, api: MallApi, input: { tokens: UserTokens; tab?: string }): Promise<MallResult<MallGoods>> {
  return loadIntoState(
    state,
    'goods',
    () => api.getMallGoods({ ...input.tokens, ...(input.tab !== undefined && { tab: input.tab }) }, { quiet: true }),
    (goods) => Array.isArray(goods.tabs) && Array.isArray(goods.items),
  )
}
