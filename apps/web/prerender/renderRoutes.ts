/**
 * Every static route of the route table rendered under one made-up visit: a fresh Vite server in middleware
 * mode (the app's own config, so the same aliases and transforms) whose module runner loads the app in Node,
 * with the visit's browser globals installed before any app module runs.
 */
import { createServer, isRunnableDevEnvironment } from 'vite'
import type { RouteEntry } from '../src/routes/routeTable.ts'
import type { FirstPaint, renderFirstPaint } from './renderFirstPaint.tsx'
import { installVisit } from './installVisit.ts'
import { PRERENDER_ORIGIN, type Visit } from './visits.ts'

export interface RouteRender {
  path: string
  title: string
  /** The file of the page module a `ready` route loads. */
  pageFile?: string
  /** The first paint, unless rendering threw. */
  firstPaint?: FirstPaint
  /** What the render read of the address beyond the path (installVisit.ts). */
  addressReads: string[]
  /** Why the render threw, if it did. */
  error?: string
}

/** `:id`-style routes have no single address to prerender. */
const isStatic = (entry: RouteEntry) => !entry.path.includes(':')

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
    const { renderFirstPaint: render } = (await ssr.runner.import('/prerender/renderFirstPaint.tsx')) as {
      renderFirstPaint: typeof renderFirstPaint
    }
    const fileOf = (namespace: unknown) =>
      [...ssr.runner.evaluatedModules.idToModuleMap.values()].find((node) => node.exports === namespace)?.file

    const renders: RouteRender[] = []
    for (const entry of routeTable.filter(isStatic)) {
      installed.setPath(entry.path)
      let pageFile: string | undefined
      try {
        pageFile = entry.load ? fileOf(await entry.load()) : undefined
        const { value, addressReads } = await installed.observe(() => render(`${PRERENDER_ORIGIN}${entry.path}`))
        renders.push({ path: entry.path, title: entry.title, pageFile, firstPaint: value, addressReads })
      } catch (error) {
        renders.push({ path: entry.path, title: entry.title, pageFile, addressReads: [], error: String(error) })
      }
    }
    return renders
  } finally {
    await server.close()
    installed.restore()
  }
}
