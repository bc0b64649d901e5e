import { appBridge } from '../appBridge'
import { browserStorage } from '../browserStorage'
import { forgetSession } from './forgetSession'
import { resolveSession } from './resolveSession'
import { EMPTY_SESSION, sessionStore, type SessionState } from './sessionStore'

let resolving: Promise<SessionState> | undefined

/**
 * The app's session, for every family (issue 12). main.tsx has already taken the address's tokens
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
   * Forgets this page load's decision and what it kept in memory, as a new page load starts (the tab's storage
   * stays, as it does across a reload). For tests that render many visits in one document.
   */
  reset(): void {
    resolving = undefined
    sessionStore.set(EMPTY_SESSION)
  },
}
