import type { RouteEntry } from '../routes/routeTypes'
import { canPrefetch } from './canPrefetch'
import { findRouteEntry } from './findRouteEntry'
import { lazyPageFor } from './lazyPageFor'

/**
 * Loads the page of the route of `table` behind `to` ahead of the tap, unless {@link canPrefetch}
 * says no.
 * It preloads the same {@link lazyPageFor} page the router renders, so the navigation shows the page at once,
 * without suspending. Planned pages have no chunk; failures are left for the real navigation to handle (and
 * reload).
 *
 * @returns whether a chunk load was started.
 * @example
 * prefetchRoute('/test/comp', useContext(RouteTableContext))
 */
export function prefetchRoute(to: string, table: readonly RouteEntry[], nav: Navigator = navigator): boolean {
  if (!canPrefetch(nav)) return false
  const { pathname } = new URL(to, 'https://prefetch.invalid')
  const entry = findRouteEntry(pathname, table)
  const page = entry && lazyPageFor(entry)
  if (!page) return false
  page.preload().catch(() => undefined)
  return true
}
