import type { WornItem } from '@h5/api'
import { applyWorn } from './applyWorn'
import { runAction } from './runAction'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/**
 * Wears an item I own (a decoration, a pretty number): one per kind, so the one worn before of the same kind
 * comes off. A worn pretty number shows instead of my ID; the ID stays the account's. Not owned or ended:
 * NOT_OWNED. Wearing is the same on the server however often it is sent: a second tap wears it again.
 *
 * @example
 * await wearItem(state, api, { tokens, goodsID: 'frame_star' })
 */
export function wearItem(state: MallState, api: MallApi, input: { tokens: UserTokens; goodsID: string }): Promise<MallResult<WornItem>> {
  return runAction(state, 'wear', {
    run: async () => (await api.wearItem({ ...input.tokens, goodsID: input.goodsID }, { quiet: true })).data,
    apply: (worn) => applyWorn(state, worn),
  })
}
