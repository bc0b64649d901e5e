import { createRechargeState, type RechargeState } from '@h5/recharge'
import { ownAttempts } from '@h5/request'
import { browserStorage } from '../../platform/browserStorage'

/**
 * Who web recharge's attempts are for (@h5/request `ownAttempts`): the tab's payer, who is not signed in (web
 * recharge is by account ID, and each attempt's request names the account it pays for). Apart from every
 * signed-in user's (the session's user ID), so an app user's kept order never shows here, nor this one to a
 * signed-in user of the tab.
 */
export const WEB_PAYER = 'web-payer'

/**
 * A web recharge visit's state (WebRecharge): the order of an unsettled payment kept for the tab, for its
 * anonymous payer, so the return from the provider's pay page, the browser's back or a reload finds it.
 *
 * @example
 * const [state] = useState(createWebRechargeState)
 * state.attempts.pay?.orderID // the tab's order whose payment the server has not settled
 */
export function createWebRechargeState(storage: Storage | undefined = browserStorage('sessionStorage')): RechargeState {
  const state = createRechargeState({ storage })
  ownAttempts(state, WEB_PAYER)
  return state
}
