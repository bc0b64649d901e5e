import { idleRequests, persistAttempts } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { RechargeError } from './RechargeError'
import type { RechargeAction, RechargeState, RechargeStateOptions } from './types'

const ACTIONS: readonly RechargeAction[] = ['info', 'account', 'pay', 'order', 'wechat']

/**
 * A fresh recharge state for one page visit (a valtio proxy): each action's `status` and `errors` (the shared
 * runner's named requests, @h5/request), the balance, the offer, the web account, the open order attempt and
 * the last order. Nothing module-level: each visit, and each test, makes its own. With `storage` (the tab's
 * sessionStorage) the open order attempt is kept for the tab: a reload in the middle of a payment finds its key
 * and its order (`attempts.pay`).
 *
 * @example
 * const state = createRechargeState({ storage: sessionStorage })
 * await loadRechargeInfo(state, api, tokens)
 * state.attempts.pay?.orderID // an order whose payment is not settled yet, to ask the server about
 */
export function createRechargeState(options: RechargeStateOptions = {}): RechargeState {
  const state = proxy<RechargeState>({
    balance: null,
    offer: null,
    account: null,
    attempts: { pay: null },
    order: null,
    ...idleRequests<RechargeAction, RechargeError>(ACTIONS),
  })
  persistAttempts(state, options.keptAs ?? 'recharge', options.storage)
  return state
}
