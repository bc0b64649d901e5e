import { findRouteEntry } from './findRouteEntry'
import type { RouteEntry } from '../routes/routeTypes'

/** Where a login goes when `redirect` is missing or refused: the app's index page. */
export const DEFAULT_REDIRECT = '/'

/**
 * A path of this site that the route table knows, with its query and hash, from an address parameter that says
 * where to go next (/login's `redirect`, the real-name flow's `return`), or `null`. Anything else (another
 * origin, `//host`, a backslash, `javascript:`, an unknown path, /login itself) is refused, so no such
 * parameter can send the user off the site. `table` is the app's, from RouteTableContext (importing
 * routes/routeTable.ts here would be an import cycle).
 *
 * @example
 * sameSitePath('/wxcash?tab=1', 'https://h5.example.com', table) // '/wxcash?tab=1'
 * sameSitePath('//evil.example/wxcash', 'https://h5.example.com', table) // null
 */
export function sameSitePath(value: string | null, origin: string, table: readonly RouteEntry[]): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (url.origin !== new URL(origin).origin) return null
  const entry = findRouteEntry(url.pathname, table)
  return entry && entry.path !== '/login' ? `${url.pathname}${url.search}${url.hash}` : null
}

/**
 * The page a login returns to, from the `redirect` parameter of /login: {@link sameSitePath}, or the index page
 * when it refuses, so /login can never be an open redirect.
 *
 * @example
 * safeRedirect('/wxpay?from=share', 'https://h5.example.com', table) // '/wxpay?from=share'
 * safeRedirect('https://evil.example/wxpay', 'https://h5.example.com', table) // '/'
 */
export function safeRedirect(value: string | null, origin: string, table: readonly RouteEntry[]): string {
  return sameSitePath(value, origin, table) ?? DEFAULT_REDIRECT
}
