import { proxy } from 'valtio/vanilla'
import type { BenefitAction, BenefitState } from './types'

const ACTIONS: readonly BenefitAction[] = ['cashout', 'withdraw', 'withdrawal', 'account', 'options', 'exchange', 'daily', 'rewards', 'claim', 'give', 'native', 'code', 'claimAll']

/**
 * A fresh benefit state for one page visit (a valtio proxy). Nothing module-level: each visit, and each test,
 * makes its own, so an attempt's idempotency key lives as long as the page that started it.
 *
 * @example
 * const state = createBenefitState()
 * await loadCashoutInfo(state, api, tokens)
 * cashoutGate(state.cashout!) // null when every gate passes
 */
export function createBenefitState(): BenefitState {
  return proxy<BenefitState>({
    cashout: null,
    withdrawal: null,
    account: null,
    options: null,
    rewards: null,
    attempts: { withdraw: null, exchange: null, give: null, claimAll: null },
    status: Object.fromEntries(ACTIONS.map((action) => [action, 'idle'])) as BenefitState['status'],
    errors: Object.fromEntries(ACTIONS.map((action) => [action, null])) as BenefitState['errors'],
  })
}
