import type { UserTokens } from '@h5/api'
import type { Bridge } from '@h5/bridge'
import { asTokens, forgetStoredTokens, readStoredTokens, storeTokens } from '../../platform/storedTokens'

/**
 * Where the red-packet pages get the user's tokens (DESIGN §4): the address (`accessToken`, `openID`), which
 * they then leave; else native's `getCurrentUserInfo`; else, when native cannot answer, what this tab stored
 * from an earlier address or answer (a reload). The tokens are never logged: nothing here prints, and errors carry no payload.
 */


/** The query parameters that carry credentials and must leave the address bar. */
const TOKEN_PARAMS = ['accessToken', 'openID'] as const

/**
 * What the page does next: go on with tokens; go on without them (the actions then answer 登录信息缺失); or
 * leave for /redpacket/noSupport (a plain browser, or an app whose bridge never answered).
 */
export type SessionResult = { status: 'ready'; tokens: UserTokens } | { status: 'missing' } | { status: 'unsupported' }

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

export interface SessionSources {
  /** Tokens claimed from the address, if it had them. */
  urlTokens: UserTokens | null
  storage: Storage | undefined
  bridge: Pick<Bridge, 'call' | 'inApp'>
}

/**
 * Decides the page's session. Outside the app the red packet is not available at all (spec §2 noSupport), even
 * with tokens in the address. In the app: the address's tokens (native put them there when it opened the
 * page); else native's current user (`getCurrentUserInfo`), stored for a reload. Native's user wins over what
 * this tab stored: a web view reused across an account switch must not act as the previous user (issue 13).
 * The stored tokens serve only when native cannot say who is logged in. Errcode 999 (an app without the
 * bridge, after its 5 s wait) and 998 are `unsupported`; an answer without both tokens is `missing` and drops
 * the stored ones. Never rejects.
 *
 * @example
 * const result = await resolveSession({ urlTokens, storage: sessionStorage, bridge: appBridge })
 * if (result.status === 'unsupported') navigate('/redpacket/noSupport', { replace: true })
 */
export async function resolveSession({ urlTokens, storage, bridge }: SessionSources): Promise<SessionResult> {
  if (!bridge.inApp) return { status: 'unsupported' }
  if (urlTokens) return { status: 'ready', tokens: urlTokens }
  try {
    const tokens = asTokens(await bridge.call('getCurrentUserInfo'))
    if (!tokens) {
      // Native answered: nobody is logged in. What this tab stored belongs to someone who no longer is.
      forgetStoredTokens(storage)
      return { status: 'missing' }
    }
    storeTokens(storage, tokens)
    return { status: 'ready', tokens }
  } catch (error) {
    // Read the errcode, not the class: a second copy of @h5/bridge may have made the error (its README).
    const { errcode } = (error ?? {}) as { errcode?: unknown }
    if (errcode === 999 || errcode === 998) return { status: 'unsupported' }
    const stored = readStoredTokens(storage)
    return stored ? { status: 'ready', tokens: stored } : { status: 'missing' }
  }
}
