import { matchRoutes } from 'react-router-dom'
import type { RouteEntry } from '../routes/routeTable'

/**
 * The entry of `table` that renders `pathname`, ranked as the router ranks routes (React Router's
 * `matchRoutes`): a static path wins over a parameterised one (`/links/dx` over `/links/:id`).
 *
 * The table is a parameter, never imported here: the route table names the page modules and the pages import
 * platform, so platform reading the table would close an import cycle (docs/architecture.md). Components get
 * the app's table from {@link RouteTableContext}.
 *
 * @example
 * findRouteEntry('/links/dx', routeTable)?.status // 'planned'
 */
export function findRouteEntry(pathname: string, table: readonly RouteEntry[]): RouteEntry | undefined {
  const routes = table.map((entry) => ({ path: entry.path, entry }))
  return matchRoutes(routes, pathname)?.[0]?.route.entry
}
