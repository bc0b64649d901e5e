import type { UserTokens } from '@h5/api'
import { useState } from 'react'
import type { SessionTokens } from '../session/useSessionTokens'
import { useServerState, type ServerState } from './useServerState'

/** A page's server state that needs the signed-in user: the state, whether there is a user, and a way to load again. */
export interface SignedInServerState<S extends object> extends ServerState<S> {
  /** The session the loads wait on (the page's `useSessionTokens()`), for a tap that needs the tokens. */
  session: SessionTokens
  /** The session has no user (no tokens from the address, native or the tab): nothing was asked. */
  signedOut: boolean
  /** Loads again (重试, 重新检查, after a change the server made): the session's tokens, then `load`. */
  reload: () => Promise<void>
}

/**
 * Server data of the signed-in user (docs/data-layer.md, "How a family page uses it"): waits for the session's
 * tokens, says `signedOut` when there are none, else runs `load` with them, through `useServerState` (once for
 * the page visit, again on native's `pageActive`: the user may have paid, verified or bound something in a
 * native page meanwhile). `load` is a family's action or several (`Promise.all`); like every action it returns a
 * result and never rejects, so neither does `reload`.
 *
 * @example
 * const session = useSessionTokens()
 * const view = useSignedInServerState(session, createIdentityState, (state, tokens) => loadStatus(state, identityApi, tokens))
 * if (view.signedOut) return <ErrorState message="请先登录" onRetry={() => void view.reload()} />
 */
export function useSignedInServerState<S extends object>(
  session: SessionTokens,
  create: () => S,
  load: (state: S, tokens: UserTokens) => Promise<unknown>,
): SignedInServerState<S> {
  const [signedOut, setSignedOut] = useState(false)
  const loadSignedIn = async (state: S) => {
    const tokens = await session.tokens
    setSignedOut(tokens === null)
    if (tokens) await load(state, tokens)
  }
  const server = useServerState(create, loadSignedIn)
  return { ...server, session, signedOut, reload: () => loadSignedIn(server.state) }
}
