import { createIdentityState, loadStatus, type IdentityState } from '@h5/identity'
import { identityApi } from '../../platform/api/identityApi'
import { useSignedInServerState, type SignedInServerState } from '../../platform/data/useSignedInServerState'
import type { SessionTokens } from '../../platform/session/useSessionTokens'

export type RealNameStatusView = SignedInServerState<IdentityState>

/**
 * The page visit's identity state with the real-name status loaded once the session is decided, and again
 * when native says the web view is visible again. `RealNameStatusPending` draws its loading, failure and
 * signed-out states.
 *
 * @example
 * const view = useRealNameStatus(session)
 * view.snap.realName?.status // 'none' | 'reviewing' | 'verified' | 'rejected'
 */
export function useRealNameStatus(session: SessionTokens): RealNameStatusView {
  return useSignedInServerState(session, createIdentityState, (state, tokens) => loadStatus(state, identityApi, tokens))
}
