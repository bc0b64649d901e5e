import { findRouteEntry } from '../../platform/findRouteEntry'
import type { RouteEntry } from '../../routes/routeTypes'

/** Where a login goes when `redirect` is missing or refused: the app's index page. */
export const DEFAULT_REDIRECT = '/'

/**
 * The page a login returns to, from the `redirect` parameter of /login: only a path of this site that the route
 * table knows (`table`: the app's, from RouteTableContext, since importing routes/routeTable.ts from a page is an
 * import cycle; /login itself excluded), with its query and hash. Anything else (another
 * origin, `//host`, a backslash, `javascript:`, an unknown path) is refused and the index page is answered
 * instead, so /login can never be an open redirect.
 *
 * @example
 * safeRedirect('/wxpay?from=share', 'https://h5.example.com', table) // '/wxpay?from=share'
 * safeRedirect('https://evil.example/wxpay', 'https://h5.example.com', table) // '/'
 */
export function safeRedirect(value: string | null, origin: string, table: readonly RouteEntry[]): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_REDIRECT
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return DEFAULT_REDIRECT
  }
  if (url.origin !== new URL(origin).origin) return DEFAULT_REDIRECT
  const entry = findRouteEntry(url.pathname, table)
  return entry && entry.path !== '/login' ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_REDIRECT
}
