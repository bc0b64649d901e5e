import type { UserTokens } from '@h5/api'

/**
 * The user's tokens as this tab keeps them between page loads (a reload takes them out of the address first,
 * pages/redpacket/redPacketSession.ts). In platform, not in a page, because the app's API client drops them
 * when the server ends the session (platform/appApi.ts, errno 8304006/107). Nothing here logs.
 */

/** sessionStorage key (namespaced): the tokens live as long as the tab, like the webview that opened it. */
export const TOKENS_STORAGE_KEY = 'h5:redpacket:tokens'

function isToken(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** Both tokens as non-blank strings, else null. */
export function asTokens(value: unknown): UserTokens | null {
  const { accessToken, openID } = (value ?? {}) as Partial<Record<keyof UserTokens, unknown>>
  return isToken(accessToken) && isToken(openID) ? { accessToken, openID } : null
}

/** The tokens this tab stored, or null (none, unreadable, storage disabled). */
export function readStoredTokens(storage: Storage | undefined): UserTokens | null {
  try {
    const raw = storage?.getItem(TOKENS_STORAGE_KEY)
    return raw ? asTokens(JSON.parse(raw)) : null
  } catch {
    return null
  }
}

export function storeTokens(storage: Storage | undefined, tokens: UserTokens): void {
  try {
    storage?.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens))
  } catch {
    // Full or disabled storage: a reload then asks native again, which is only slower.
  }
}

/** Forgets the tokens this tab stored (the session ended: errno 8304006/107, platform/appApi.ts). */
export function forgetStoredTokens(storage: Storage | undefined): void {
  try {
    storage?.removeItem(TOKENS_STORAGE_KEY)
  } catch {
    // Disabled storage holds nothing to forget.
  }
}
