/**
 * The app's routes (docs/architecture.md, "How the app starts"), built from the route table for React Router's
 * declarative mode: src/start.tsx renders them with `<BrowserRouter>` (history mode, base `/`) through
 * src/AppRoutes.tsx.
 *
 * Why declarative mode and not the data router (createBrowserRouter + RouterProvider): the
 * app uses none of its data features — no loader data, actions or fetchers, only lazy pages, a validity check
 * and error pages, which this file and src/platform build on plain React (lazyPage, RoutePage,
 * RouteErrorBoundary, AppRoutes). The data router costs 31.9 KB gzip of React Router against 14.7 KB for the
 * declarative parts (esbuild, production build, minified, React external): 17 KB of the 130 KB that
 * scripts/budgets.ts allows /redpacket/open. README "Performance" has the before and after.
 */
import { matchRoutes, Outlet, type Location, type RouteObject } from 'react-router-dom'
import { DefaultLayout } from './layout/DefaultLayout'
import { lazyPageFor } from './platform/lazyPageFor'
import { RouteErrorBoundary } from './platform/RouteErrorBoundary'
import { RoutePage } from './platform/RoutePage'
import { routesForPath } from './platform/routesForPath'
import { RouteTableContext } from './platform/RouteTableContext'
import { ErrorPage } from './platform/ui/ErrorPage'
import { passesValidityCheck } from './routes/passesValidityCheck'
import { routeTable } from './routes/routeTable'
import type { RouteEntry } from './routes/routeTypes'

/**
 * A table entry's own route fields: the entry's page, checked and titled by RoutePage; the entry itself as the
 * route's handle, for {@link preloadMatchedPage}.
 */
function pageRoute(entry: RouteEntry): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <RoutePage entry={entry} />, handle: entry }
}

function toRouteObject(entry: RouteEntry, childrenOf: ReadonlyMap<string, RouteEntry[]>): RouteObject {
  const children = childrenOf.get(entry.path) ?? []
  if (children.length === 0) return { path: entry.path, ...pageRoute(entry) }
  // A parent of nested routes (routes/routeTable.ts): its own line is the `default` child, the index route.
  return {
    path: entry.path,
    children: [{ index: true, ...pageRoute(entry) }, ...children.map((child) => toRouteObject(child, childrenOf))],
  }
}

/**
 * The table's nested entries by their parent's path, in table order. One pass: looking each entry's children
 * up in the whole table made building the routes quadratic in its ~200 lines, a third of the start-up task
 * that builds them (README "Performance").
 */
function childrenByParent(table: readonly RouteEntry[]): Map<string, RouteEntry[]> {
  const childrenOf = new Map<string, RouteEntry[]>()
  for (const entry of table) {
    if (entry.parent === undefined) continue
    const siblings = childrenOf.get(entry.parent)
    if (siblings) siblings.push(entry)
    else childrenOf.set(entry.parent, [entry])
  }
  return childrenOf
}

/**
 * The route objects: every table entry inside the default layout; nested children under their
 * parent; what a route throws (a failed chunk, a page that throws) caught inside the layout, so the toast and
 * the offline notice stay; any other path is the 404 page. Every route sees `table` through
 * RouteTableContext (what links look their target up in: platform/PrefetchLink.tsx).
 */
export function buildRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  const topLevel = table.filter((entry) => entry.parent === undefined)
  const childrenOf = childrenByParent(table)
  return [
    {
      // The outer boundary only catches the layout itself failing.
      element: (
        <RouteTableContext value={table}>
          <RouteErrorBoundary>
            <DefaultLayout />
          </RouteErrorBoundary>
        </RouteTableContext>
      ),
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [...topLevel.map((entry) => toRouteObject(entry, childrenOf)), { path: '*', element: <ErrorPage status={404} /> }],
        },
      ],
    },
  ]
}

/** What the first render of an address will show, once {@link preloadMatchedPage} is done. */
export type FirstRender = 'page' | 'not-found' | 'chunk-failed'

/**
 * Gets the page of `location` ready to render at once, as the app's first render must be to hydrate a
 * prerendered route (src/start.tsx) and as the build's prerender renders it (apps/web/prerender): matches the
 * same route objects the router renders, runs the route's validity check and loads its page module.
 *
 * @example
 * if ((await preloadMatchedPage(routes, window.location)) === 'page') hydrateRoot(container, app)
 */
export async function preloadMatchedPage(
  routes: RouteObject[],
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<FirstRender> {
  const leaf = matchRoutes(routesForPath(routes, pathname), pathname)?.at(-1)
  const entry = leaf?.route.handle as RouteEntry | undefined
  if (!leaf || !entry || !passesValidityCheck(entry, leaf.params, search)) return 'not-found'
  try {
    await lazyPageFor(entry)?.preload()
    return 'page'
  } catch {
    return 'chunk-failed'
  }
}
