import type { UserTokens } from '@h5/api'

/**
 * The tokens as this tab keeps them between page loads (a reload has taken them out of the address, so they
 * are only here and in native). sessionStorage lives as long as the tab, like the web view that opened it.
 * Every reader and writer survives a disabled or full storage: then a reload only asks native again.
 */

/** sessionStorage key, for every family (not one family's: the session is the app's, issue 12). */
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

/** What this tab stored, or null (none, unreadable, storage disabled). */
export function readStoredSession(storage: Storage | undefined): StoredSession | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as { userID?: unknown }
    const tokens = asTokens(parsed)
    return tokens ? { tokens, userID: asUserID(parsed.userID) } : null
  } catch {
    return null
  }
}

export function storeSession(storage: Storage | undefined, { tokens, userID }: StoredSession): void {
  try {
    storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...tokens, userID }))
  } catch {
    // Full or disabled storage: a reload then asks native again, which is only slower.
  }
}

export function forgetStoredSession(storage: Storage | undefined): void {
  try {
    storage?.removeItem(SESSION_STORAGE_KEY)
  } catch {
    // Disabled storage holds nothing to forget.
  }
}
