import type { WornItem } from '@h5/api'
import { applyWorn } from './applyWorn'
import { runAction } from './runAction'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/**
 * Takes off an item I wear (a pretty number taken off: my original ID shows again). Not owned or ended:
 * NOT_OWNED. Taking off twice takes it off once.
 *
 * @example
 * await takeOffItem(state, api, { tokens, goodsID: 'num_686868' })
 */
export function takeOffItem(state: MallState, api: MallApi, input: { tokens: UserTokens; goodsID: string }): Promise<MallResult<WornItem>> {
  return runAction(state, 'wear', {
    run: async () => (await api.takeOffItem({ ...input.tokens, goodsID: input.goodsID }, { quiet: true })).data,
    apply: (worn) => applyWorn(state, worn),
  })
}
