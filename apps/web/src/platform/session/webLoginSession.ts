import type { UserTokens } from '@h5/api'
import { asTokens, asUserID, type StoredSession } from './storedSession'

/**
 * The web login's tokens as this tab keeps them (pages/login/LoginPage.tsx, outside the app, where native
 * has no session to give): sessionStorage, like the app's own (storedSession.ts), under a key of its own so
 * an in-app page load never takes a browser login for native's user. They live as long as the tab, and never
 * in the address, a log or a monitoring event.
 */

/** sessionStorage key of the web login. */
export const WEB_LOGIN_STORAGE_KEY = 'h5:web-login'

/** The web login this tab kept, or null (none, unreadable, storage disabled). */
export function readWebLogin(storage: Storage | undefined): StoredSession | null {
  try {
    const raw = storage?.getItem(WEB_LOGIN_STORAGE_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as { userID?: unknown }
    const tokens = asTokens(parsed)
    return tokens ? { tokens, userID: asUserID(parsed.userID) } : null
  } catch {
    return null
  }
}

export function storeWebLogin(storage: Storage | undefined, tokens: UserTokens, userID: number | null): void {
  try {
    storage?.setItem(WEB_LOGIN_STORAGE_KEY, JSON.stringify({ ...tokens, userID }))
  } catch {
    // Full or disabled storage: the login holds for this page load only.
  }
}

export function forgetWebLogin(storage: Storage | undefined): void {
  try {
    storage?.removeItem(WEB_LOGIN_STORAGE_KEY)
  } catch {
    // Disabled storage holds nothing to forget.
  }
}
