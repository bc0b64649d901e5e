import type { UserTokens } from '@h5/api'
import { forgetSessionAt, readSessionAt, storeSessionAt, type StoredSession } from './storedSession'

/**
 * The web login's tokens as this tab keeps them (pages/login/WebLoginPage.tsx, outside the app, where native
 * has no session to give): sessionStorage, like the app's own (storedSession.ts), under a key of its own so
 * an in-app page load never takes a browser login for native's user. They live as long as the tab, and never
 * in the address, a log or a monitoring event.
 */

/** sessionStorage key of the web login. */
export const WEB_LOGIN_STORAGE_KEY = 'h5:web-login'

/** The web login this tab kept, or null (none, unreadable, storage disabled). */
export function readWebLogin(storage: Storage | undefined): StoredSession | null {
  return readSessionAt(storage, WEB_LOGIN_STORAGE_KEY)
}

export function storeWebLogin(storage: Storage | undefined, tokens: UserTokens, userID: number | null): void {
  storeSessionAt(storage, WEB_LOGIN_STORAGE_KEY, { tokens, userID })
}

export function forgetWebLogin(storage: Storage | undefined): void {
  forgetSessionAt(storage, WEB_LOGIN_STORAGE_KEY)
}
