import { proxy } from 'valtio/vanilla'
import type { RechargeAction, RechargeState } from './types'

const ACTIONS: readonly RechargeAction[] = ['info', 'account', 'pay', 'order', 'wechat']

/**
 * A fresh recharge state for one page visit (a valtio proxy): each action's `status` and `errors` (the shared
 * runner's named requests, @h5/request), the balance, the offer, the web account, the open attempt's key and
 * the last order. Nothing module-level: each visit, and each test, makes its own.
 *
 * @example
 * const state = createRechargeState()
 * await loadRechargeInfo(state, api, tokens)
 * state.offer?.packages.length
 */
export function createRechargeState(): RechargeState {
  return proxy<RechargeState>({
    balance: null,
    offer: null,
    account: null,
    attempt: null,
    order: null,
    status: Object.fromEntries(ACTIONS.map((action) => [action, 'idle'])) as RechargeState['status'],
    errors: Object.fromEntries(ACTIONS.map((action) => [action, null])) as RechargeState['errors'],
  })
}
