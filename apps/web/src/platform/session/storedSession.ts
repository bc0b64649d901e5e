import type { UserTokens } from '@h5/api'

/**
 * The tokens as this tab keeps them between page loads (a reload has taken them out of the address, so they
 * are only here and in native). sessionStorage lives as long as the tab, like the web view that opened it.
 * Every reader and writer survives a disabled or full storage: then a reload only asks native again.
 */

/** sessionStorage key, for every family (not one family's: the session is the app's). */
export const SESSION_STORAGE_KEY = 'h5:session'

/** What is stored: the tokens, and native's user they belong to when native gave them. */
export interface StoredSession {
  tokens: UserTokens
  userID: number | null
}

function isToken(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * Both tokens as non-blank strings, else null.
 *
 * @example asTokens({ accessToken: 't', openID: 'o', nickName: '小鹿' }) // { accessToken: 't', openID: 'o' }
 */
export function asTokens(value: unknown): UserTokens | null {
  const { accessToken, openID } = (value ?? {}) as Partial<Record<keyof UserTokens, unknown>>
  return isToken(accessToken) && isToken(openID) ? { accessToken, openID } : null
}

/** A positive integer user id, else null (native answers 0 when nobody is logged in). */
export function asUserID(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null
}

/**
 * What this tab stored under `key`, or null (none, unreadable, storage disabled). The app's session uses
 * SESSION_STORAGE_KEY; a web login keeps its own key (webLoginSession.ts) in the same form.
 */
export function readSessionAt(storage: Storage | undefined, key: string): StoredSession | null {
  try {
    const raw = storage?.getItem(key)
    if (!raw) return null
    const parsed = JSON.parse(raw) as { userID?: unknown }
    const tokens = asTokens(parsed)
    return tokens ? { tokens, userID: asUserID(parsed.userID) } : null
  } catch {
    return null
  }
}

/** Keeps `session` under `key`; a full or disabled storage keeps nothing, and the caller goes on without it. */
export function storeSessionAt(storage: Storage | undefined, key: string, { tokens, userID }: StoredSession): void {
  try {
    storage?.setItem(key, JSON.stringify({ ...tokens, userID }))
  } catch {
    // Full or disabled storage: the session holds for this page load only (a reload asks native again).
  }
}

export function forgetSessionAt(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Disabled storage holds nothing to forget.
  }
}

/** What this tab stored of the app's session, or null. */
export function readStoredSession(storage: Storage | undefined): StoredSession | null {
  return readSessionAt(storage, SESSION_STORAGE_KEY)
}

export function storeSession(storage: Storage | undefined, session: StoredSession): void {
  storeSessionAt(storage, SESSION_STORAGE_KEY, session)
}

export function forgetStoredSession(storage: Storage | undefined): void {
  forgetSessionAt(storage, SESSION_STORAGE_KEY)
}
