/**
 * Start-up JS of every route (the route budget of scripts/budgets.ts): all JS the browser loads for a route before
 * the idle prefetch. That is start-up (the entry, the app and what they import), the chunks that load the route's
 * page (its family's page list) and the page, with all they import statically: what the route's HTML preloads
 * (apps/web/prerender/prerenderPlugin.ts writes them) and what the app then loads for the page. Code a page
 * imports dynamically (a later step, a dialog, a branch outside the app) loads when it is used, not at start-up.
 * apps/web/e2e/startupJs.spec.ts checks in Chromium that a route loads exactly these files.
 */
import type { Rolldown } from 'vite'
import { chunkOfModule, routeStartupChunks, startupChunks } from '../../apps/web/prerender/chunkGraph.ts'
import type { BuiltRoute } from '../../apps/web/prerender/builtRoutes.ts'
import { contentsOf, type AppBundle } from './appBundle.ts'
import { gzipSize } from './gzipSize.ts'
import { scriptsNamedBy } from './scriptsNamedBy.ts'

export interface RouteStartupJs {
  path: string
  /** The HTML the host answers the route with: its own, or index.html for a route with parameters. */
  servedBy: string
  prerendered: boolean
  /** A ready route (it has a page); a planned one shows the planned placeholder, which is start-up JS. */
  ready: boolean
  /** Each JS file with its gzip size, start-up's first, in load order. */
  files: readonly { file: string; gzip: number }[]
  /** The sum of `files`. */
  gzip: number
  /** Files the route loads that its own HTML does not preload: each costs a round trip after the one before. */
  notPreloaded: readonly string[]
  /** Files its own HTML preloads that the route does not load: downloaded for nothing. */
  preloadedForNothing: readonly string[]
  /** Files it loads that hold none of the code it runs (the build's `loadedForNothing`). */
  loadedForNothing: readonly string[]
}

/** Measures one route of the build; `gzipOf` measures a chunk (cached by the caller: chunks repeat across routes). */
export function measureRoute(
  bundle: Pick<AppBundle, 'chunks' | 'assets' | 'entry'>,
  route: BuiltRoute,
  gzipOf: (chunk: Rolldown.OutputChunk) => number,
): RouteStartupJs {
  const startup = startupChunks(bundle.chunks, bundle.entry)
  const page = route.pageFile ? chunkOfModule(bundle.chunks, route.pageFile) : undefined
  if (route.pageFile && !page) throw new Error(`the build has no chunk for ${route.pageFile} (${route.path})`)
  const chunks = routeStartupChunks(bundle.chunks, startup, page)
  const files = chunks.map((chunk) => ({ file: chunk.fileName, gzip: gzipOf(chunk) }))
  const loaded = files.map(({ file }) => file)
  // A route with parameters gets index.html, which preloads nothing of its own off `/` (prerenderScript.ts drops
  // `/`'s deferred preloads on any other path): the app loads the page after start-up.
  const named = route.htmlFile ? scriptsNamedBy(String(contentsOf(bundle, route.htmlFile))) : undefined
  return {
    path: route.path,
    servedBy: route.htmlFile ?? 'index.html',
    prerendered: route.prerendered,
    ready: route.pageFile !== undefined,
    files,
    gzip: files.reduce((sum, { gzip }) => sum + gzip, 0),
    notPreloaded: named ? loaded.filter((file) => !named.includes(file)) : [],
    preloadedForNothing: named ? named.filter((file) => !loaded.includes(file)) : [],
    loadedForNothing: route.loadedForNothing,
  }
}

/** Every route of the build, measured, heaviest first. */
export function measureRoutes(bundle: AppBundle): RouteStartupJs[] {
  const sizes = new Map<Rolldown.OutputChunk, number>()
  const gzipOf = (chunk: Rolldown.OutputChunk) => {
    if (!sizes.has(chunk)) sizes.set(chunk, gzipSize(chunk.code))
    return sizes.get(chunk)!
  }
  return bundle.routes.map((route) => measureRoute(bundle, route, gzipOf)).sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path))
}
