/**
 * Every route of the route table under one made-up visit: a fresh Vite server in middleware mode (the app's own
 * config, so the same aliases and transforms) whose module runner loads the app in Node, with the visit's
 * browser globals installed before any app module runs. Each ready route's page module is loaded (the build
 * needs its file to find its chunk); only the static routes the table declares prerendered
 * (src/routes/declaresPrerender.ts) are rendered: the others render in the browser only, so their render in
 * Node would be unused build time. A route with parameters has no HTML of its own (index.html answers it,
 * htmlFileOf.ts), but its page is found all the same: `pnpm size` measures every route.
 */
import { createServer, isRunnableDevEnvironment } from 'vite'
import { declaresPrerender } from '../src/routes/declaresPrerender.ts'
import type { OnDemand } from '../src/platform/onDemand.ts'
import type { titleOf as titleOfRoute } from '../src/routes/routeTitles.ts'
import type { RouteEntry } from '../src/routes/routeTypes.ts'
import type { FirstPaint, renderFirstPaint } from './renderFirstPaint.tsx'
import { isStaticPath } from './htmlFileOf.ts'
import { installVisit } from './installVisit.ts'
import { PRERENDER_ORIGIN, type Visit } from './visits.ts'

export interface RouteRender {
  path: string
  title: string
  /** Whether the route table declares it prerendered; only then was it rendered. */
  prerender: boolean
  /** The file of the page module a `ready` route loads. */
  pageFile?: string
  /** The first paint of a declared route, unless rendering threw. */
  firstPaint?: FirstPaint
  /** What the render read of the address beyond the path (installVisit.ts). */
  addressReads: string[]
  /** Why the render threw, if it did. */
  error?: string
}

export async function renderRoutes(root: string, visit: Visit): Promise<RouteRender[]> {
  const installed = installVisit(visit, PRERENDER_ORIGIN)
  const server = await createServer({
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  })
  try {
    const ssr = server.environments.ssr
    if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable ssr environment')
    const { routeTable } = (await ssr.runner.import('/src/routes/routeTable.ts')) as { routeTable: readonly RouteEntry[] }
    const { titleOf } = (await ssr.runner.import('/src/routes/routeTitles.ts')) as { titleOf: typeof titleOfRoute }
    // The pages render with their titles, as the app has them once it loaded them (platform/useRouteTitle.ts).
    const { routeTitles } = (await ssr.runner.import('/src/platform/useRouteTitle.ts')) as { routeTitles: OnDemand<unknown> }
    await routeTitles.load()
    const { renderFirstPaint: render } = (await ssr.runner.import('/prerender/renderFirstPaint.tsx')) as {
      renderFirstPaint: typeof renderFirstPaint
    }
    const fileOf = (namespace: unknown) =>
      [...ssr.runner.evaluatedModules.idToModuleMap.values()].find((node) => node.exports === namespace)?.file

    const declaredWithParameters = routeTable.filter((entry) => !isStaticPath(entry.path) && declaresPrerender(entry))
    if (declaredWithParameters.length > 0) {
      const paths = declaredWithParameters.map((entry) => entry.path).join(', ')
      throw new Error(`${paths} declare prerender in src/routes/routeTable.ts but have parameters: there is no one address to prerender`)
    }

    const renders: RouteRender[] = []
    for (const entry of routeTable) {
      const title = titleOf(entry)
      if (title === undefined) throw new Error(`${entry.path} has no title in src/routes/routeTitles.ts`)
      // `:id`-style routes have no single address to prerender, nor to visit.
      const prerender = isStaticPath(entry.path) && declaresPrerender(entry)
      if (isStaticPath(entry.path)) installed.setPath(entry.path)
      let pageFile: string | undefined
      try {
        pageFile = entry.load ? fileOf(await entry.load()) : undefined
        if (!prerender) {
          renders.push({ path: entry.path, title, prerender, pageFile, addressReads: [] })
          continue
        }
        const { value, addressReads } = await installed.observe(() => render(`${PRERENDER_ORIGIN}${entry.path}`))
        renders.push({ path: entry.path, title, prerender, pageFile, firstPaint: value, addressReads })
      } catch (error) {
        renders.push({ path: entry.path, title, prerender, pageFile, addressReads: [], error: String(error) })
      }
    }
    return renders
  } finally {
    await server.close()
    installed.restore()
  }
}
