import { BridgeErrcode, type Bridge } from '@h5/bridge'
import type { SessionState, SessionStore } from './sessionStore'
import { asTokens, asUserID, forgetStoredSession, readStoredSession, storeSession } from './storedSession'
import { readWebLogin } from './webLoginSession'

export interface SessionSources {
  store: SessionStore
  storage: Storage | undefined
  bridge: Pick<Bridge, 'call' | 'inApp'>
}

/**
 * Decides the page load's session and puts it in `store`; resolves with the new state and never rejects.
 *
 * 1. Outside the app (no `pid/`): the tab's web login (webLoginSession.ts) is `ready`; without one `unsupported`,
 *    even with tokens in the address (docs/architecture.md, "Session").
 * 2. Tokens the address carried (claimAddressTokens.ts): `ready`; native put them there when it opened the page.
 * 3. Native's current user (`getCurrentUserInfo`): `ready` with its tokens and userID, stored for a reload.
 *    Native's user wins over what this tab stored: a web view reused across an account switch must not act as
 *    the previous user (issue 13). An answer without tokens keeps the stored ones only when it names the same
 *    userID they were stored for; another userID, or nobody logged in (userID 0), drops them: `missing`.
 * 4. The bridge fails with `BridgeErrcode.OUTDATED_APP` (999: no bridge within its wait, or the query
 *    unanswered: an app too old for this page) -> `outdated`; `NOT_IN_APP` (998, a plain browser) -> `unsupported`.
 * 5. Native fails otherwise (it cannot say): the tokens this tab stored, else `missing`.
 *
 * @example
 * const { status, tokens } = await resolveSession({ store: sessionStore, storage: sessionStorage, bridge: appBridge })
 */
export async function resolveSession({ store, storage, bridge }: SessionSources): Promise<SessionState> {
  const finish = (next: SessionState) => {
    store.set(next)
    return next
  }
  const missing = (): SessionState => ({ status: 'missing', tokens: null, userID: null, source: null })
  const kept = store.get()
  if (!bridge.inApp) {
    const webLogin = readWebLogin(storage)
    return finish(webLogin ? { status: 'ready', ...webLogin, source: 'login' } : { status: 'unsupported', tokens: null, userID: null, source: null })
  }
  if (kept.tokens && kept.source === 'address') return finish({ ...kept, status: 'ready' })

  const stored = readStoredSession(storage)
  let answer: unknown
  try {
    answer = await bridge.call('getCurrentUserInfo')
  } catch (error) {
    // Read the errcode, not the class: a second copy of @h5/bridge may have made the error (its README).
    const { errcode } = (error ?? {}) as { errcode?: unknown }
    if (errcode === BridgeErrcode.OUTDATED_APP) return finish({ status: 'outdated', tokens: null, userID: null, source: null })
    if (errcode === BridgeErrcode.NOT_IN_APP) return finish({ status: 'unsupported', tokens: null, userID: null, source: null })
    return finish(stored ? { status: 'ready', ...stored, source: 'storage' } : missing())
  }

  const tokens = asTokens(answer)
  const userID = asUserID((answer as { userID?: unknown } | null)?.userID)
  if (tokens) {
    storeSession(storage, { tokens, userID })
    return finish({ status: 'ready', tokens, userID, source: 'native' })
  }
  // Native names the user but gave no tokens: the ones stored for that same user still serve.
  if (stored && userID !== null && stored.userID === userID) return finish({ status: 'ready', ...stored, source: 'storage' })
  // Another user, or nobody logged in: the stored tokens are not this user's.
  forgetStoredSession(storage)
  return finish(missing())
}
