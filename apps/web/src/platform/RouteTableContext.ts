import { createContext } from 'react'
import type { RouteEntry } from '../routes/routeTypes'

/**
 * The route table the app was built from, for components that look a link's target up (PrefetchLink's
 * prefetch, NavList's 即将开放): src/router.tsx provides the table it built the routes from. It is handed down
 * rather than imported because the route table names the page modules, and a page importing a module that
 * imports the table is an import cycle (docs/architecture.md, "The layers").
 *
 * Outside the router (a component rendered on its own in a test) the table is empty: no link finds its page,
 * so none prefetches.
 *
 * @example
 * const table = useContext(RouteTableContext)
 * const planned = findRouteEntry('/teenager', table)?.status !== 'ready'
 */
export const RouteTableContext = createContext<readonly RouteEntry[]>([])
