import { idleRequests, persistAttempts } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { MallError } from './MallError'
import type { MallAction, MallState, MallStateOptions } from './types'

const ACTIONS: readonly MallAction[] = ['goods', 'options', 'buy', 'give', 'backpack', 'wear', 'tiers', 'membership', 'buyVip', 'autoRenew', 'daily', 'guard', 'buyGuard', 'myNumbers', 'wealth']

/**
 * A fresh mall state for one page visit (a valtio proxy). Nothing module-level: each visit, and each test, makes
 * its own. An attempt's idempotency key lives as long as the page that started it, or, with `storage` (the tab's
 * sessionStorage), as long as the tab: a reload in the middle of a purchase or a gift sends the same key when the
 * user sends the same request again, and the server charges once.
 *
 * @example
 * const state = createMallState({ storage: sessionStorage })
 * await loadGoodsOptions(state, api, { tokens, goodsID: 'frame_star' })
 * state.options?.options // the server's price options
 */
export function createMallState(options: MallStateOptions = {}): MallState {
  const state = proxy<MallState>({
    goods: null,
    options: null,
    backpack: null,
    tiers: null,
    membership: null,
    guard: null,
    myNumbers: null,
    wealth: null,
    diamonds: null,
    attempts: { buy: null, give: null, buyVip: null, buyGuard: null },
    ...idleRequests<MallAction, MallError>(ACTIONS),
  })
  persistAttempts(state, 'mall', options.storage)
  return state
}
