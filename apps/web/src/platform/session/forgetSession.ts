import type { SessionStore } from './sessionStore'
import { forgetStoredSession } from './storedSession'
import { forgetWebLogin } from './webLoginSession'

/**
 * Drops the user's tokens from memory and from this tab's storage (the app's and the web login's): the server ended the session (errno
 * 8304006/107, platform/appTransport.ts), so nothing may go on as this user.
 *
 * @example
 * forgetSession(sessionStore, browserStorage('sessionStorage'))
 */
export function forgetSession(store: SessionStore, storage: Storage | undefined): void {
  store.set({ status: 'missing', tokens: null, userID: null, source: null })
  forgetStoredSession(storage)
  forgetWebLogin(storage)
}
