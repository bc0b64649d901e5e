import { createBenefitState, loadCashoutInfo, type BenefitState } from '@h5/benefit'
import { benefitApi } from '../../platform/api/benefitApi'
import { browserStorage } from '../../platform/browserStorage'
import { useSignedInServerState, type SignedInServerState } from '../../platform/data/useSignedInServerState'
import { ownAttemptsBySession } from '../../platform/session/ownAttemptsBySession'
import type { SessionTokens } from '../../platform/session/useSessionTokens'

export type CashoutState = SignedInServerState<BenefitState>

/**
 * The page visit's benefit state with the cash-out info (gates, limits, rates, window, times left) loaded once
 * the session is decided, and again when the user comes back from a native page (`pageActive`): they may have
 * verified, bound a phone or WeChat there. `reload` after a binding made here.
 *
 * @example
 * const { snap } = useCashout(useSessionTokens())
 * snap.cashout && cashoutGate(snap.cashout)
 */
export function useCashout(session: SessionTokens): CashoutState {
  // Money attempts are kept for the tab, for the signed-in user: a reload mid-withdrawal, mid-exchange or mid-gift
  // resends the same key.
  const createState = () => {
    const state = createBenefitState({ storage: browserStorage('sessionStorage') })
    void ownAttemptsBySession(state)
    return state
  }
  return useSignedInServerState(session, createState, (state, tokens) => loadCashoutInfo(state, benefitApi, tokens))
}
