import type { UserTokens } from '@h5/api'
import { createBenefitState, loadBenefitAccount, type BenefitState } from '@h5/benefit'
import { benefitApi } from '../../platform/api/benefitApi'
import { browserStorage } from '../../platform/browserStorage'
import { useSignedInServerState, type SignedInServerState } from '../../platform/data/useSignedInServerState'
import { ownAttemptsBySession } from '../../platform/session/ownAttemptsBySession'
import type { SessionTokens } from '../../platform/session/useSessionTokens'

export type BenefitAccountState = SignedInServerState<BenefitState>

/**
 * The page visit's benefit state with the 红钻 account loaded once the session is decided, with `extra` (the
 * page's own list: exchange options, rewards) beside it, and again when the user comes back to the web view.
 *
 * @example
 * const { snap } = useBenefitAccount(useSessionTokens(), (state, tokens) => loadRewards(state, benefitApi, tokens))
 */
export function useBenefitAccount(
  session: SessionTokens,
  extra?: (state: BenefitState, tokens: UserTokens) => Promise<unknown>,
): BenefitAccountState {
  // Money attempts are kept for the tab, for the signed-in user: a reload mid-withdrawal, mid-exchange or mid-gift
  // resends the same key.
  const createState = () => {
    const state = createBenefitState({ storage: browserStorage('sessionStorage') })
    void ownAttemptsBySession(state)
    return state
  }
  return useSignedInServerState(session, createState, (state, tokens) =>
    Promise.all([loadBenefitAccount(state, benefitApi, tokens), extra?.(state, tokens)]),
  )
}
