import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import type { RouteEntry } from '../routes/routeTypes'
import { afterStartup } from './afterStartup'
import { onDemand, useOnDemand } from './onDemand'

/**
 * The routes' titles (routes/routeTitles.ts): loaded after start-up, or when the app moves to another route before
 * that. Not start-up JS: the route the visit opens with has its title in its HTML already.
 */
export const routeTitles = onDemand(() => import('../routes/routeTitles').then((module) => module.ROUTE_TITLES))

/**
 * The Chinese title of `entry`, for the document and the planned page: a route with parameters names it on its
 * line of the table; any other route's comes from routes/routeTitles.ts. The route the visit opened with, before
 * that loads, has the title its HTML gave the document (apps/web/prerender writes it from the same file), as
 * React Router's first location (`key` `default`) tells; another route has none until it loads, a moment after
 * the tap when it was not loaded by then.
 *
 * @example
 * const title = useRouteTitle(entry) // '周星榜'
 */
export function useRouteTitle(entry: RouteEntry): string | undefined {
  const { key } = useLocation()
  const first = key === 'default'
  const { value } = useOnDemand(routeTitles, !first && entry.title === undefined)
  useEffect(() => afterStartup(() => void routeTitles.load().catch(() => {})), [])
  if (entry.title !== undefined) return entry.title
  return value?.[entry.path] ?? (first ? document.title : undefined)
}
