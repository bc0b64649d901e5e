import { matchRoutes } from 'react-router-dom'
import { routeTable, type RouteEntry } from '../routes/routeTable'
import { canPrefetch } from './canPrefetch'
import { lazyPageFor } from './lazyPageFor'

/**
 * The table entry that renders `pathname`, ranked as the router ranks routes (React Router's `matchRoutes`):
 * a static path wins over a parameterised one (`/links/dx` over `/links/:id`).
 */
export function findRouteEntry(pathname: string, table: readonly RouteEntry[] = routeTable): RouteEntry | undefined {
  const routes = table.map((entry) => ({ path: entry.path, entry }))
  return matchRoutes(routes, pathname)?.[0]?.route.entry
}

/**
 * Loads the page of the route behind `to` ahead of the tap (DESIGN §6), unless {@link canPrefetch} says no.
 * It preloads the same {@link lazyPageFor} page the router renders, so the navigation shows the page at once,
 * without suspending. Planned pages have no chunk; failures are left for the real navigation to handle (and
 * reload).
 *
 * @returns whether a chunk load was started.
 * @example
 * prefetchRoute('/test/comp')
 */
export function prefetchRoute(to: string, table: readonly RouteEntry[] = routeTable, nav: Navigator = navigator): boolean {
  if (!canPrefetch(nav)) return false
  const { pathname } = new URL(to, 'https://prefetch.invalid')
  const entry = findRouteEntry(pathname, table)
  const page = entry && lazyPageFor(entry)
  if (!page) return false
  page.preload().catch(() => undefined)
  return true
}
