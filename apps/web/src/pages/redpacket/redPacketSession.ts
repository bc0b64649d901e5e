import type { UserTokens } from '@h5/api'
import type { Bridge } from '@h5/bridge'

/**
 * Where the red-packet pages get the user's tokens (DESIGN §4): the address (`accessToken`, `openID`), which
 * they then leave; else what this tab stored from an earlier address (a reload); else native's
 * `getCurrentUserInfo`. The tokens are never logged: nothing here prints, and errors carry no payload.
 */

/** sessionStorage key (namespaced): the tokens live as long as the tab, like the webview that opened it. */
export const TOKENS_STORAGE_KEY = 'h5:redpacket:tokens'

/** The query parameters that carry credentials and must leave the address bar. */
const TOKEN_PARAMS = ['accessToken', 'openID'] as const

/**
 * What the page does next: go on with tokens; go on without them (the actions then answer 登录信息缺失); or
 * leave for /redpacket/noSupport (a plain browser, or an app whose bridge never answered).
 */
export type SessionResult = { status: 'ready'; tokens: UserTokens } | { status: 'missing' } | { status: 'unsupported' }

function isToken(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function asTokens(value: unknown): UserTokens | null {
  const { accessToken, openID } = (value ?? {}) as Partial<Record<keyof UserTokens, unknown>>
  return isToken(accessToken) && isToken(openID) ? { accessToken, openID } : null
}

/**
 * Takes the tokens out of the current address: reads them, then `history.replaceState` drops `accessToken`
 * and `openID` (keeping the path, the other parameters, the hash and the router's history state), so a
 * screenshot, a shared link or the Referer never carries them. Both present and non-empty -> stored in
 * sessionStorage and returned; a lone or empty one is dropped too, but counts as missing.
 *
 * @example
 * // at /redpacket/open?redpacketID=rp_1&accessToken=t&openID=o&channel=im
 * claimUrlTokens(window, sessionStorage) // { accessToken: 't', openID: 'o' }, address now ?redpacketID=rp_1&channel=im
 */
export function claimUrlTokens(win: Window, storage: Storage | undefined): UserTokens | null {
  const url = new URL(win.location.href)
  if (!TOKEN_PARAMS.some((name) => url.searchParams.has(name))) return null
  const tokens = asTokens(Object.fromEntries(TOKEN_PARAMS.map((name) => [name, url.searchParams.get(name)])))
  for (const name of TOKEN_PARAMS) url.searchParams.delete(name)
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  if (tokens) storeTokens(storage, tokens)
  return tokens
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

function storeTokens(storage: Storage | undefined, tokens: UserTokens): void {
  try {
    storage?.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens))
  } catch {
    // Full or disabled storage: a reload then asks native again, which is only slower.
  }
}

export interface SessionSources {
  /** Tokens claimed from the address, if it had them. */
  urlTokens: UserTokens | null
  storage: Storage | undefined
  bridge: Pick<Bridge, 'call' | 'inApp'>
}

/**
 * Decides the page's session. Outside the app the red packet is not available at all (spec §2 noSupport), even
 * with tokens in the address. In the app: the address's tokens, the stored ones, else `getCurrentUserInfo`
 * (stored for a reload). Errcode 999 (an app without the bridge, after its 5 s wait) and 998 are `unsupported`;
 * any other failure, or an answer without both tokens, is `missing`. Never rejects.
 *
 * @example
 * const result = await resolveSession({ urlTokens, storage: sessionStorage, bridge: appBridge })
 * if (result.status === 'unsupported') navigate('/redpacket/noSupport', { replace: true })
 */
export async function resolveSession({ urlTokens, storage, bridge }: SessionSources): Promise<SessionResult> {
  if (!bridge.inApp) return { status: 'unsupported' }
  const known = urlTokens ?? readStoredTokens(storage)
  if (known) return { status: 'ready', tokens: known }
  try {
    const tokens = asTokens(await bridge.call('getCurrentUserInfo'))
    if (!tokens) return { status: 'missing' }
    storeTokens(storage, tokens)
    return { status: 'ready', tokens }
  } catch (error) {
    // Read the errcode, not the class: a second copy of @h5/bridge may have made the error (its README).
    const { errcode } = (error ?? {}) as { errcode?: unknown }
    return errcode === 999 || errcode === 998 ? { status: 'unsupported' } : { status: 'missing' }
  }
}
