/**
 * Output layout of `vite build` (the budgets of scripts/budgets.ts), as Rolldown code-splitting groups:
 *
 * - `framework`: React, React Router and valtio (with the syntax helpers Oxc injects). Every route
 *   runs them at start-up and they change only with a dependency upgrade, so phones keep them cached across our
 *   deploys. One file: split further, gzip loses the words they share.
 * - `vendor-<package>`: every other npm library, in a chunk of its own (axios for the API pages, Sentry for
 *   monitoring). Left to the automatic splitting, a library one page uses is inlined into that page's chunk:
 *   the red-packet page would carry axios's 21 kB gzip against the 10 kB page budget, and every deploy would
 *   make phones download it again. A vendor chunk must never be start-up JS; `pnpm size` fails if one is.
 * - `start`: the app shell, src/start.tsx and every module of ours it imports statically (the route table, the router, the
 *   bridge, the layout, the platform's screens), in one chunk. Every route runs all of it after its first paint.
 *   Left to the automatic splitting, the shell's modules that pages import too (the bridge, the toast state,
 *   `whenIdle`) each went into a chunk of its own: four more requests on every route and 0.85 KB more gzip
 *   (README "Performance"). The entry's own modules (src/main.tsx and what it imports) stay in the entry, which
 *   must stay small: it runs before anything else.
 *
 * - `data`: the data layer, what nearly every page that talks to the backend runs beside axios (the API client,
 *   the session service, the server-state hooks; {@link isDataLayer}). Left to the automatic splitting it was
 *   several chunks of a few hundred bytes each, in sets that differ by a page or two; one chunk is 0.2–0.5 KB
 *   less on the heaviest routes (README "Performance").
 *
 * Everything else of ours is split automatically: the entry, each page and each family's page list, and the
 * modules pages share, one chunk per set of pages that imports them. Grouping those further was measured and
 * rejected (README "Performance", "The chunk layout"): a route then loads the code of pages it is not.
 */
import type { Rolldown } from 'vite'

/** Libraries every route runs at start-up. */
const FRAMEWORK_PACKAGES = new Set(['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'valtio', 'proxy-compare'])

/** The name of the framework chunk. */
export const FRAMEWORK_CHUNK = 'framework'

/** The name of the app shell's chunk, after its entry, src/start.tsx (e2e specs hold the app back by it). */
export const APP_CHUNK = 'start'

/** The name of the data layer's chunk. */
export const DATA_CHUNK = 'data'

/**
 * The data layer (docs/data-layer.md): the API client (@h5/api, platform/appApi.ts), the session service
 * (platform/session/) and the hooks pages read server state with (platform/data/, platform/deferred.ts). Nothing
 * a page without the backend uses: the chunk imports axios, so whatever is in it brings axios along (with the
 * open-in-app screen's loader in it, the teen pages loaded both: +18 KB). @h5/request stays out: the families'
 * packages use different parts of it (paged lists, named requests), and split automatically it costs less.
 */
const DATA_LAYER = /[\\/](packages[\\/](api)[\\/]src[\\/]|apps[\\/]web[\\/]src[\\/]platform[\\/](appApi\.ts$|deferred\.ts$|session[\\/]|data[\\/]))/

/** Whether a module belongs to the data layer's chunk (if not start-up JS already). */
export const isDataLayer = (moduleId: string) => DATA_LAYER.test(moduleId)

/** The prefix of every vendor chunk's name. */
export const VENDOR_CHUNK_PREFIX = 'vendor-'

/** The npm package a module id belongs to (the last `node_modules/` segment, scope included), if any. */
export function packageOf(moduleId: string): string | undefined {
  return /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId)?.[1]?.replace('\\', '/')
}

/**
 * The helpers Oxc injects when it lowers syntax for the target (class fields): shared by the app and its
 * libraries, they belong with the framework, or a vendor chunk holding one would be start-up JS.
 */
const isSyntaxHelper = (moduleId: string) => moduleId.includes('@oxc-project+runtime')

/** Sentry ships as a family of packages (@sentry/browser, @sentry/core, @sentry-internal/…): one chunk. */
function vendorChunkName(pkg: string): string {
  const name = /^@sentry(-internal)?\//.test(pkg) ? 'sentry' : pkg.replace(/^@/, '').replace('/', '-')
  return `${VENDOR_CHUNK_PREFIX}${name}`
}

/** The module graph, as a code-splitting group's `name` sees it. */
type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>

/** `from` and every module it imports statically, transitively. */
function staticImportsOf(graph: ModuleGraph, from: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...from]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * The app shell's modules: what the entry imports dynamically (src/start.tsx) and everything that imports
 * statically, less the entry's own static imports, which stay in the entry chunk.
 */
export function appShellModules(graph: ModuleGraph, entry: string): Set<string> {
  const entryModules = staticImportsOf(graph, [entry])
  const shell = staticImportsOf(graph, graph.getModuleInfo(entry)?.dynamicallyImportedIds ?? [])
  return new Set([...shell].filter((id) => !entryModules.has(id)))
}

/**
 * Rolldown's `output.codeSplitting.groups` for the layout above. `entry` is the id of the entry module
 * (src/main.tsx), whose dynamic import is the app shell.
 */
export function chunkGroups(entry: string): Rolldown.CodeSplittingGroup[] {
  // The shell's modules, found once per chunking pass: every call of `name` in a pass gets the same context.
  const shells = new WeakMap<ModuleGraph, Set<string>>()
  const shellOf = (graph: ModuleGraph) => {
    if (!shells.has(graph)) shells.set(graph, appShellModules(graph, entry))
    return shells.get(graph)!
  }
  const entries = new WeakMap<ModuleGraph, Set<string>>()
  const entryOf = (graph: ModuleGraph) => {
    if (!entries.has(graph)) entries.set(graph, staticImportsOf(graph, [entry]))
    return entries.get(graph)!
  }
  return [
    {
      name: FRAMEWORK_CHUNK,
      test: (moduleId) => FRAMEWORK_PACKAGES.has(packageOf(moduleId) ?? '') || isSyntaxHelper(moduleId),
      priority: 3,
    },
    {
      debugName: 'vendor',
      name: (moduleId) => {
        const pkg = packageOf(moduleId)
        return pkg && !FRAMEWORK_PACKAGES.has(pkg) ? vendorChunkName(pkg) : null
      },
      priority: 2,
    },
    {
      name: (moduleId, graph) => (packageOf(moduleId) === undefined && shellOf(graph).has(moduleId) ? APP_CHUNK : null),
      debugName: 'app shell',
      priority: 1,
      // Not the shell's dependencies outside it: those are the entry's modules, which must stay in the entry
      // (a group takes its modules' dependencies along by default), or libraries, which the groups above take.
      includeDependenciesRecursively: false,
    },
    {
      name: (moduleId, graph) => (isDataLayer(moduleId) && !shellOf(graph).has(moduleId) && !entryOf(graph).has(moduleId) ? DATA_CHUNK : null),
      debugName: DATA_CHUNK,
      priority: 0,
      // Its dependencies outside it are the shell's, the entry's or libraries: none belongs here.
      includeDependenciesRecursively: false,
    },
  ]
}
