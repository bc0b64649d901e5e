import type { UserTokens } from '@h5/api'
import { createIdentityState, loadStatus, type IdentityState } from '@h5/identity'
import { useState } from 'react'
import { appApi } from '../../platform/appApi'
import { useServerState, type ServerState } from '../../platform/data/useServerState'
import type { SessionTokens } from '../../platform/session/useSessionTokens'

export interface RealNameStatusView extends ServerState<IdentityState> {
  /** The session has no user (no tokens from the address, native or the tab): nothing was asked. */
  signedOut: boolean
  /** Loads the status again (重试). */
  reload: () => void
}

/**
 * The page visit's identity state with the real-name status loaded once the session is decided, and again
 * when native says the web view is visible again (useServerState). `RealNameStatusGate` draws its loading,
 * failure and signed-out states.
 *
 * @example
 * const view = useRealNameStatus(session)
 * view.snap.realName?.status // 'none' | 'reviewing' | 'verified' | 'rejected'
 */
export function useRealNameStatus(session: SessionTokens): RealNameStatusView {
  const [signedOut, setSignedOut] = useState(false)
  const load = async (state: IdentityState) => {
    const tokens: UserTokens | null = await session.tokens
    setSignedOut(tokens === null)
    if (tokens) await loadStatus(state, appApi, tokens)
  }
  const server = useServerState(createIdentityState, load)
  return { ...server, signedOut, reload: () => void load(server.state) }
}
