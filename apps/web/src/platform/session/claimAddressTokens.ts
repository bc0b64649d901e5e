import { sessionStore, type SessionStore } from './sessionStore'
import { asTokens } from './storedSession'

/** The query parameters that carry credentials and must leave the address bar. */
const TOKEN_PARAMS = ['accessToken', 'openID'] as const

/**
 * Takes the user's tokens out of the page's address, first thing on a page load (main.tsx calls it before the
 * app's chunks load, so the router, the chunk-reload mark and monitoring never see them): reads `accessToken`
 * and `openID`, drops both from the address with `history.replaceState` (keeping the path, the other
 * parameters, the hash and the history state), and keeps them in `store`, `unresolved`: they are a claim until
 * native confirms they are its user's (resolveSession.ts), so nothing uses them or stores them before. A lone
 * or blank one leaves the address too, but counts as none.
 *
 * Never throws: a `replaceState` that throws (a sandboxed or opaque-origin web view) leaves the address as it
 * was and the page goes on.
 *
 * @example
 * // at /redpacket/open?redpacketID=rp_1&accessToken=t&openID=o
 * claimAddressTokens(window) // { accessToken: 't', openID: 'o' }; the address is now /redpacket/open?redpacketID=rp_1
 */
export function claimAddressTokens(win: Window, store: SessionStore = sessionStore) {
  const url = new URL(win.location.href)
  if (!TOKEN_PARAMS.some((name) => url.searchParams.has(name))) return null
  const tokens = asTokens(Object.fromEntries(TOKEN_PARAMS.map((name) => [name, url.searchParams.get(name)])))
  for (const name of TOKEN_PARAMS) url.searchParams.delete(name)
  try {
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  } catch {
    // The page works with the tokens in its address; only a failed page would be worse.
  }
  if (tokens) store.set({ status: 'unresolved', tokens, userID: null, source: 'address' })
  return tokens
}
