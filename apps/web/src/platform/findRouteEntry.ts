import { matchRoutes, type RouteObject } from 'react-router-dom'
import type { RouteEntry } from '../routes/routeTypes'
import { routesForPath } from './routesForPath'

/** Each table as route objects for `matchRoutes`, built once: links look their target up on every render. */
const routesOfTable = new WeakMap<readonly RouteEntry[], RouteObject[]>()

/**
 * The entry of `table` that renders `pathname`, ranked as the router ranks routes (React Router's
 * `matchRoutes`): a static path wins over a parameterised one (`/links/dx` over `/links/:id`). Only the
 * routes of the address's first segment are matched ({@link routesForPath}): matching the whole table cost
 * tens of milliseconds per link on a slow phone.
 *
 * The table is a parameter, never imported here: the route table names the page modules and the pages import
 * platform, so platform reading the table would close an import cycle (docs/architecture.md). Components get
 * the app's table from {@link RouteTableContext}.
 *
 * @example
 * findRouteEntry('/links/dx', routeTable)?.status // 'planned'
 */
export function findRouteEntry(pathname: string, table: readonly RouteEntry[]): RouteEntry | undefined {
  let routes = routesOfTable.get(table)
  if (!routes) routesOfTable.set(table, (routes = table.map((entry) => ({ path: entry.path, handle: entry }))))
  return matchRoutes(routesForPath(routes, pathname), pathname)?.[0]?.route.handle as RouteEntry | undefined
}
