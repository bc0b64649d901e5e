import type { RouteObject } from 'react-router-dom'

/**
 * The first segment of a path as React Router compares it: percent-decoded (as `matchRoutes` decodes the
 * address; left as it is when it is not valid percent-encoding, as React Router does) and lower-cased (routes
 * match case-insensitively unless they say otherwise, and ours never do).
 */
function firstSegmentKey(path: string): string {
  const segment = path.split('/')[1] ?? ''
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // Malformed percent-encoding: React Router matches the raw text.
  }
  return decoded.toLowerCase()
}

/** Whether a route path's first segment is a plain word (not a `:param`, a `*` splat or an optional `?`). */
function isStaticSegment(segment: string): boolean {
  return segment !== '' && !segment.startsWith(':') && !segment.includes('*') && !segment.endsWith('?')
}

/**
 * `route` without the routes under it that cannot match an address whose first segment is `key`; `undefined`
 * when the route itself cannot. Only absolute paths with a plain first segment are ruled out; every other
 * route (pathless layouts, `*`, params, case-sensitive routes) stays.
 */
function pruneRoute(route: RouteObject, key: string): RouteObject | undefined {
  const path = route.path
  if (path?.startsWith('/') && !route.caseSensitive) {
    const segment = path.split('/')[1] ?? ''
    if (isStaticSegment(segment) && segment.toLowerCase() !== key) return undefined
    // Every route under a matching absolute path shares its first segment.
    return route
  }
  if (!route.children) return route
  return { ...route, children: pruneRoutes(route.children, key) } as RouteObject
}

function pruneRoutes(routes: RouteObject[], key: string): RouteObject[] {
  return routes.map((route) => pruneRoute(route, key)).filter((route) => route !== undefined)
}

const cache = new WeakMap<RouteObject[], Map<string, RouteObject[]>>()

/**
 * The routes of `routes` that can match `pathname`: those whose first path segment is the address's, with
 * everything else (layouts, the `*` page) as it was — the same match as `routes` for that address, found
 * without looking at the rest.
 *
 * Why: React Router's matching (`matchRoutes`, and `useRoutes` on every render of a new address) flattens,
 * ranks and compiles a regular expression for every route it is given, each time. Given the whole route table
 * (src/routes/routeTable.ts, ~200 routes), that was the largest piece of start-up JS work after the framework
 * itself — measured with a CPU profile at 4x slowdown, ~40–70 ms per call on /redpacket/open, three calls on
 * `/` (README "Performance") — and it grew with every page added. One family's routes cost a few.
 *
 * The pruned lists are cached per `routes` and first segment: the same address family gets the same array,
 * so `useRoutes` sees stable routes.
 *
 * @example
 * useRoutes(routesForPath(routes, location.pathname), location)
 */
export function routesForPath(routes: RouteObject[], pathname: string): RouteObject[] {
  const key = firstSegmentKey(pathname)
  let byKey = cache.get(routes)
  if (!byKey) cache.set(routes, (byKey = new Map()))
  let pruned = byKey.get(key)
  if (!pruned) byKey.set(key, (pruned = pruneRoutes(routes, key)))
  return pruned
}
