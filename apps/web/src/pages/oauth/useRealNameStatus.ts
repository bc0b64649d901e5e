import { createIdentityState, loadStatus, type IdentityState } from '@h5/identity'
import { appApi } from '../../platform/appApi'
import { useServerState, type ServerState } from '../../platform/data/useServerState'
import type { IdentitySession } from './useIdentitySession'

/**
 * The page visit's identity state with the real-name status loaded once the session is decided, and again
 * when native says the web view is visible again (useServerState).
 *
 * @example
 * const { state, snap } = useRealNameStatus(session)
 * snap.realName?.status // 'none' | 'reviewing' | 'verified' | 'rejected'
 */
export function useRealNameStatus(session: IdentitySession): ServerState<IdentityState> & { reload: () => void } {
  const server = useServerState(createIdentityState, (state) => load(state, session))
  return { ...server, reload: () => void load(server.state, session) }
}

async function load(state: IdentityState, session: IdentitySession) {
  const tokens = await session.tokens
  if (tokens) await loadStatus(state, appApi, tokens)
}
