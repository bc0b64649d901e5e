import type { UserTokens } from '@h5/api'
import { createIdentityState, loadCancellationCheck, type IdentityState } from '@h5/identity'
import { useState } from 'react'
import { appApi } from '../../platform/appApi'
import { useServerState, type ServerState } from '../../platform/data/useServerState'
import type { SessionTokens } from '../../platform/session/useSessionTokens'

export interface CancellationCheckState extends ServerState<IdentityState> {
  /** Loads the check again (重试, 重新检查). */
  reload: () => void
  /** The app has no signed-in user to cancel (the session service found no tokens). */
  signedOut: boolean
}

/**
 * The page visit's identity state with the cancellation check (conditions, cooling-off days, a cancellation
 * under way) loaded once the session is decided, and again when native says the web view is visible again
 * (useServerState): the user may have withdrawn a balance or finished an order in a native page meanwhile.
 *
 * @example
 * const { snap } = useCancellationCheck(session)
 * snap.cancellation?.conditions.filter((condition) => !condition.passed)
 */
export function useCancellationCheck(session: SessionTokens): CancellationCheckState {
  const [signedOut, setSignedOut] = useState(false)
  const load = async (state: IdentityState) => {
    const tokens: UserTokens | null = await session.tokens
    setSignedOut(tokens === null)
    if (tokens) await loadCancellationCheck(state, appApi, tokens)
  }
  const server = useServerState(createIdentityState, load)
  return { ...server, signedOut, reload: () => void load(server.state) }
}
