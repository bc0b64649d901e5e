import { createIdentityState, loadCancellationCheck, type IdentityState } from '@h5/identity'
import { identityApi } from '../../platform/api/identityApi'
import { useSignedInServerState, type SignedInServerState } from '../../platform/data/useSignedInServerState'
import type { SessionTokens } from '../../platform/session/useSessionTokens'

export type CancellationCheckState = SignedInServerState<IdentityState>

/**
 * The page visit's identity state with the cancellation check (conditions, cooling-off days, a cancellation
 * under way) loaded once the session is decided, and again when native says the web view is visible again: the
 * user may have withdrawn a balance or finished an order in a native page meanwhile. `reload`: 重试, 重新检查.
 *
 * @example
 * const { snap } = useCancellationCheck(session)
 * snap.cancellation?.conditions.filter((condition) => !condition.passed)
 */
export function useCancellationCheck(session: SessionTokens): CancellationCheckState {
  return useSignedInServerState(session, createIdentityState, (state, tokens) => loadCancellationCheck(state, identityApi, tokens))
}
