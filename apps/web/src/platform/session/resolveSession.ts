import type { UserTokens } from '@h5/api'
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
 * Decides the page load's session and puts it in `store`; resolves with the new state and never rejects
 * (docs/architecture.md, "Session").
 *
 * 1. Outside the app (no `pid/`): the tab's web login (webLoginSession.ts) is `ready`; without one `unsupported`,
 *    even with tokens in the address.
 * 2. In the app, native's current user (`getCurrentUserInfo`) decides, always: `ready` with its tokens and userID,
 *    stored for a reload. Tokens the address carried (claimAddressTokens.ts) are used only when they name the
 *    same user, which is when their openID is native's ({@link sameUser}); otherwise they are dropped and
 *    native's user wins: a link with someone else's tokens must never make this person act as them (verify
 *    that account with this face, recharge it with this money). Native's user also wins over what this tab
 *    stored: a web view reused across an account switch must not act as the previous user. An answer without
 *    tokens keeps the stored ones only when it names the same userID they were stored for; another userID, or
 *    nobody logged in (userID 0), drops them: `missing`.
 * 3. The bridge fails with `BridgeErrcode.OUTDATED_APP` (999: no bridge within its wait, or the query
 *    unanswered: an app too old for this page) -> `outdated`; `NOT_IN_APP` (998, a plain browser) -> `unsupported`.
 * 4. Native fails otherwise (it cannot say who is logged in): the tokens this tab stored for a user native named
 *    before, else `missing`. The address's tokens are never used unconfirmed.
 *
 * Every page that needs the tokens awaits this (appSession.resolve(), useSessionTokens.ts, the red-packet
 * session), so no money or identity action goes out before native has answered; rendering never waits for it.
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
  const claimed = kept.source === 'address' ? kept.tokens : null

  const stored = readStoredSession(storage)
  let answer: unknown
  try {
    answer = await bridge.call('getCurrentUserInfo')
  } catch (error) {
    // Read the errcode, not the class: a second copy of @h5/bridge may have made the error (its README).
    const { errcode } = (error ?? {}) as { errcode?: unknown }
    if (errcode === BridgeErrcode.OUTDATED_APP) return finish({ status: 'outdated', tokens: null, userID: null, source: null })
    if (errcode === BridgeErrcode.NOT_IN_APP) return finish({ status: 'unsupported', tokens: null, userID: null, source: null })
    // Only tokens native once named a user for; an unconfirmed pair (the address's) is not one.
    return finish(stored && stored.userID !== null ? { status: 'ready', ...stored, source: 'storage' } : missing())
  }

  const tokens = asTokens(answer)
  const userID = asUserID((answer as { userID?: unknown } | null)?.userID)
  if (tokens) {
    const fromAddress = claimed !== null && sameUser(claimed, tokens)
    const session = { tokens: fromAddress ? claimed : tokens, userID }
    storeSession(storage, session)
    return finish({ status: 'ready', ...session, source: fromAddress ? 'address' : 'native' })
  }
  // Native names the user but gave no tokens: the ones stored for that same user still serve.
  if (stored && userID !== null && stored.userID === userID) return finish({ status: 'ready', ...stored, source: 'storage' })
  // Another user, or nobody logged in: the stored tokens are not this user's.
  forgetStoredSession(storage)
  return finish(missing())
}

/**
 * Whether two token pairs name the same user: the same openID. The openID is the user's identity on the
 * backend, one per user, and the backend checks every request's pair as a whole (docs/openapi.yaml,
 * `UserTokens`: a pair whose halves do not belong together answers 8304006), so an accessToken can only act
 * for its own openID. The accessToken itself is a credential native may renew, so two pairs of one user can
 * differ in it: comparing it would drop a fresh link for nothing.
 *
 * @example sameUser({ accessToken: 'a', openID: 'o-1' }, { accessToken: 'b', openID: 'o-1' }) // true
 */
export function sameUser(a: UserTokens, b: UserTokens): boolean {
  return a.openID === b.openID
}
