import { appBridge } from '../appBridge'
import { browserStorage } from '../browserStorage'
import { forgetSession } from './forgetSession'
import { resolveSession } from './resolveSession'
import { asTokens, asUserID } from './storedSession'
import { storeWebLogin } from './webLoginSession'
import { EMPTY_SESSION, sessionStore, type SessionState } from './sessionStore'

let resolving: Promise<SessionState> | undefined

/**
 * The app's session, for every family. main.tsx has already taken the address's tokens
 * (claimAddressTokens.ts); `resolve` decides the rest once per page load, so pages that follow each other
 * share one `getCurrentUserInfo`; `end` drops the tokens when the server ends the session.
 *
 * @example
 * const { status, tokens } = await appSession.resolve()
 * if (status === 'outdated') return <OpenInAppScreen reason="outdated" />
 */
export const appSession = {
  /** The page load's session, decided on the first call (resolveSession.ts); never rejects. */
  resolve(): Promise<SessionState> {
    resolving ??= resolveSession({ store: sessionStore, storage: browserStorage('sessionStorage'), bridge: appBridge })
    return resolving
  },
  /** The server ended the session (errno 8304006/107): the tokens go; a later `resolve` asks native again. */
  end(): void {
    resolving = undefined
    forgetSession(sessionStore, browserStorage('sessionStorage'))
  },
  /**
   * Takes the tokens of a web login outside the app (@h5/identity `loginByPhone`, pages/login/WebLoginPage.tsx):
   * the session becomes `ready` with source `login`, kept in memory and in this tab's sessionStorage
   * (webLoginSession.ts) so a reload or the next page of the tab stays logged in; never in the address, a log
   * or monitoring. Answers false, and changes nothing, for an answer without both tokens.
   *
   * @example
   * const login = await loginByPhone(state, identityApi, input)
   * if (login.ok && appSession.acceptWebLogin(login.data)) navigate(redirect, { replace: true })
   */
  acceptWebLogin(login: { accessToken: unknown; openID: unknown; userID?: unknown }): boolean {
    const tokens = asTokens(login)
    if (!tokens) return false
    const userID = asUserID(login.userID)
    storeWebLogin(browserStorage('sessionStorage'), tokens, userID)
    const next: SessionState = { status: 'ready', tokens, userID, source: 'login' }
    sessionStore.set(next)
    resolving = Promise.resolve(next)
    return true
  },
  /**
   * Forgets this page load's decision and what it kept in memory, as a new page load starts (the tab's storage
   * stays, as it does across a reload). For tests that render many visits in one document.
   */
  reset(): void {
    resolving = undefined
    sessionStore.set(EMPTY_SESSION)
  },
}
