import { idleRequests, persistAttempts } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { BenefitError } from './BenefitError'
import type { BenefitAction, BenefitState, BenefitStateOptions } from './types'

const ACTIONS: readonly BenefitAction[] = ['cashout', 'withdraw', 'withdrawal', 'account', 'options', 'exchange', 'daily', 'rewards', 'claim', 'give', 'native', 'code', 'claimAll']

/**
 * A fresh benefit state for one page visit (a valtio proxy). Nothing module-level: each visit, and each test,
 * makes its own. An attempt's idempotency key lives as long as the page that started it, or, with `storage`
 * (the tab's sessionStorage), as long as the tab: a reload in the middle of a withdrawal, an exchange or a gift
 * sends the same key when the user sends the same request again.
 *
 * @example
 * const state = createBenefitState({ storage: sessionStorage })
 * await loadCashoutInfo(state, api, tokens)
 * cashoutGate(state.cashout!) // null when every gate passes
 */
export function createBenefitState(options: BenefitStateOptions = {}): BenefitState {
  const state = proxy<BenefitState>({
    cashout: null,
    withdrawal: null,
    account: null,
    options: null,
    rewards: null,
    attempts: { withdraw: null, exchange: null, give: null, claimAll: null },
    ...idleRequests<BenefitAction, BenefitError>(ACTIONS),
  })
  persistAttempts(state, 'benefit', options.storage)
  return state
}
