import { matchPath } from 'react-router-dom'
import { routeTable, type RouteEntry } from '../routes/routeTable'
import { canPrefetch } from './canPrefetch'

/**
 * The table entry that renders `pathname`: an exact static path wins over a parameterised one (`/links/dx`
 * over `/links/:id`), as in the router.
 */
export function findRouteEntry(pathname: string, table: readonly RouteEntry[] = routeTable): RouteEntry | undefined {
  return table.find((entry) => entry.path === pathname) ?? table.find((entry) => matchPath(entry.path, pathname))
}

/**
 * Loads the page chunk of the route behind `to` ahead of the tap (DESIGN §6), unless {@link canPrefetch} says
 * no. The module lands in the browser's module map, so the router's own lazy import of the same page resolves
 * at once. Planned pages have no chunk; failures are left for the real navigation to handle (and reload).
 *
 * @returns whether a chunk load was started.
 * @example
 * prefetchRoute('/test/comp')
 */
export function prefetchRoute(to: string, table: readonly RouteEntry[] = routeTable, nav: Navigator = navigator): boolean {
  if (!canPrefetch(nav)) return false
  const { pathname } = new URL(to, 'https://prefetch.invalid')
  const load = findRouteEntry(pathname, table)?.load
  if (!load) return false
  load().catch(() => undefined)
  return true
}
