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
 * - `data`: the data layer, what every page that talks to the backend runs beside axios (the API client, the
 *   session service, the server's clock; {@link dataChunkOf}). Left to the automatic splitting it was several chunks of a few hundred
 *   bytes each, in sets that differ by a page or two; one chunk is 0.2–0.5 KB less on the heaviest routes
 *   (README "Performance").
 * - `request`: the request layer, @h5/request's runners, errors and state and the server-state hooks, which every
 *   family's pages run, teen mode's and the content pages without the backend: not in `data`, which imports axios.
 * - the UI kit's components by how many pages use them ({@link kitPlacement}): those most pages use (the title
 *   bar) in the app shell, those many pages use (the loading, error and result screens, the text field, the
 *   cell group) in one `kit` chunk. Split automatically, each was a chunk of a few hundred bytes of its own, and
 *   a form page loaded seven of them.
 *
 * - the platform's helpers that many pages use ({@link helperPlacement}: a link and its prefetch, on-demand
 *   loading, the open-in-app screen's loader) in one `helpers` chunk, by the kit's rule: split automatically they were four files of 0.2–0.7 KB on
 *   nearly every page (-0.6 KB on the heaviest routes, README "Performance").
 *
 * - teen mode's check that the families spending money make ({@link TEEN_CHECK_CHUNK}), in one `teenCheck` chunk,
 *   and @h5/format's money and count formatters ({@link NUMBERS_CHUNK}) in one `numbers` chunk.
 *
 * Everything else of ours is split automatically: the entry, each page and each family's page list, and the
 * modules pages share, one chunk per set of pages that imports them. Grouping those further was measured and
 * rejected (README "Performance", "The chunk layout"): a route then loads the code of pages it is not.
 */
import type { Rolldown } from 'vite'
import { lazilyLoadedModules, staticImportsOf, usageByLazyChunks, type ModuleGraph } from './moduleGraph.ts'

/** Libraries every route runs at start-up. */
const FRAMEWORK_PACKAGES = new Set(['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'valtio', 'proxy-compare'])

/** The name of the framework chunk. */
export const FRAMEWORK_CHUNK = 'framework'

/** The name of the app shell's chunk, after its entry, src/start.tsx (e2e specs hold the app back by it). */
export const APP_CHUNK = 'start'

/** The name of the data layer's chunk. */
export const DATA_CHUNK = 'data'

/** The name of the request layer's chunk: @h5/request and the state hooks, without the HTTP client. */
export const REQUEST_CHUNK = 'request'

/**
 * The data layer (docs/data-layer.md): the API transport (@h5/api, platform/appTransport.ts), the session service
 * (platform/session/) and the server's clock (platform/serverClock.ts): every page that talks to the backend runs
 * it, and left to the automatic splitting it was several chunks of a few hundred bytes each, in sets that differ
 * by a page or two. Nothing a page without the backend uses: the chunk imports axios, so whatever is in it brings
 * axios along (with the open-in-app screen's loader in it, the teen pages loaded both: +18 KB). Not the endpoint
 * tables (@h5/api's src/endpointTables/, bound by the families' clients in platform/api/): each goes with the
 * pages of its family, so a page does not carry every family's rows (-0.9 KB on the recharge pages).
 */
const DATA_LAYER = /[\\/](packages[\\/]api[\\/]src[\\/]|apps[\\/]web[\\/]src[\\/]platform[\\/](appTransport\.ts$|serverClock\.ts$|session[\\/]))/

/**
 * The endpoint tables of one family's tag (@h5/api's src/endpointTables/) and the whole table: not in the data
 * layer. The tags several families call (`account`'s upload policy and WeChat authorisation, `common`'s country
 * codes) stay in it: on their own they were a chunk of a few rows that the recharge and identity pages loaded.
 */
const FAMILY_ENDPOINT_TABLE = /[\\/]packages[\\/]api[\\/]src[\\/](endpointTables[\\/](?!(account|common)Endpoints\.ts$)|endpoints\.ts$)/

const isDataLayerModule = (moduleId: string) => DATA_LAYER.test(moduleId) && !FAMILY_ENDPOINT_TABLE.test(moduleId)

/**
 * The request layer: @h5/request, the base every family's package runs its actions and reads its errors through
 * (the runners, their idempotency keys and money attempts, the domain error and its table, the named requests'
 * state), less the paged lists and the retried request, which fewer families use; and the hooks pages read
 * server state with (platform/data/, platform/deferred.ts), which take the API and the session as arguments.
 * Teen mode's pages, which talk to native only, keep a flow's state with them, and the content pages their
 * overrides, which they ask the backend for only when asked: in the data chunk both loaded axios (+19 KB).
 */
const REQUEST_LAYER =
  /[\\/](packages[\\/]request[\\/]src[\\/](?!(loadPage|createPagedState|runRequest)\.ts$)|apps[\\/]web[\\/]src[\\/]platform[\\/](deferred\.ts$|data[\\/]))/

/** Whether a module is of the data layer ({@link DATA_CHUNK}) or the request layer ({@link REQUEST_CHUNK}). */
export const isDataLayer = (moduleId: string) => isDataLayerModule(moduleId) || REQUEST_LAYER.test(moduleId)

/** The chunk of a data-layer or request-layer module; `undefined` for any other. */
export function dataChunkOf(moduleId: string): string | undefined {
  return REQUEST_LAYER.test(moduleId) ? REQUEST_CHUNK : isDataLayerModule(moduleId) ? DATA_CHUNK : undefined
}

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


/**
 * The app shell's modules: what the entry imports dynamically (src/start.tsx) and everything that imports
 * statically, less the entry's own static imports, which stay in the entry chunk.
 */
export function appShellModules(graph: ModuleGraph, entry: string): Set<string> {
  const entryModules = staticImportsOf(graph, [entry])
  const shell = staticImportsOf(graph, graph.getModuleInfo(entry)?.dynamicallyImportedIds ?? [])
  return new Set([...shell].filter((id) => !entryModules.has(id)))
}

/** The name of the chunk of the kit's components that many pages use. */
export const KIT_CHUNK = 'kit'

/** The UI kit's components (docs/ui-kit.md): the files of src/components/, not its folders (the document view). */
const KIT_COMPONENT = /[\\/]src[\\/]components[\\/][^\\/]+$/

/**
 * A kit component that more than this share of the lazily loaded chunks (pages, page lists, parts loaded on
 * demand) use is start-up JS, in the app shell: the title bar, which 63 of 111 use. Every route loads it then,
 * most of them did already, and none loads it as a file of its own.
 */
export const SHELL_KIT_SHARE = 1 / 2

/**
 * A kit component that at least this share of the lazily loaded chunks use goes in the kit chunk: 10 of 111
 * (the loading, error and result screens, the text field, the cell group). A page that uses one of them loads
 * them all, so the share weighs fewer files against code a page does not use: measured on every route (README
 * "Performance", "The chunk layout"), one in twelve did best; one in twenty put the dialogs and the SMS code
 * field in too, and the pages without them paid more than the others gained.
 */
export const KIT_CHUNK_SHARE = 1 / 12

/**
 * The frame of every overlay (components/Modal: the dialogs, the sheets, the guide to the browser), which a page
 * shows only after a tap or at a later step, never in its first screen. It is left to the automatic splitting
 * however many chunks use it: a page with a dialog loads it with the dialog. When it crossed the kit share (13
 * of 153 lazily loaded chunks, the guide to the browser being the 13th), the kit chunk grew by 0.6 KB on every
 * page that uses the kit, with or without an overlay, and /wxpay, /alipay and /user/protector went over 130 KB.
 */
const OVERLAY_FRAME = /[\\/]src[\\/]components[\\/]Modal\.(tsx|css)$/

/**
 * Whether `moduleId` and the modules of ours it imports use no library but the framework, and not the data
 * layer: in the app shell or the kit chunk, anything else would load with every route or every page that uses
 * the kit (the teen pages would load axios).
 */
function usesOnlyTheFramework(graph: ModuleGraph, moduleId: string): boolean {
  const seen = new Set<string>()
  const queue = [moduleId]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const pkg = packageOf(id)
    if (pkg !== undefined) {
      if (!FRAMEWORK_PACKAGES.has(pkg)) return false
      continue
    }
    if (isDataLayer(id)) return false
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return true
}

/**
 * Where the kit's components go by how many lazily loaded chunks use them: {@link APP_CHUNK} (more than
 * {@link SHELL_KIT_SHARE}) or {@link KIT_CHUNK} (at least {@link KIT_CHUNK_SHARE}). The rest, and any that
 * uses more than the framework or is itself loaded on demand (a sheet's panel), are left to the automatic
 * splitting. `shell` is the app shell's modules ({@link appShellModules}); a component goes in it only if all
 * it imports of ours is start-up JS or goes in it too.
 */
export function kitPlacement(graph: ModuleGraph, entry: string, shell: ReadonlySet<string>): Map<string, string> {
  const entryModules = staticImportsOf(graph, [entry])
  const lazy = lazilyLoadedModules(graph, entry)
  const candidates = new Map<string, boolean>()
  const isCandidate = (id: string) => {
    if (!candidates.has(id)) {
      const info = graph.getModuleInfo(id)
      const loadedOnDemand = (info?.dynamicImporters.length ?? 0) > 0
      // Not one that uses a platform helper beyond start-up (the cell's link): the kit chunk would import the
      // helpers chunk, and every page with the kit would load it, most for nothing.
      const usesHelper = [...staticImportsOf(graph, [id])].some((used) => PLATFORM_HELPER.test(used) && !shell.has(used) && !entryModules.has(used))
      candidates.set(id, KIT_COMPONENT.test(id) && !OVERLAY_FRAME.test(id) && !shell.has(id) && !entryModules.has(id) && !loadedOnDemand && !usesHelper && usesOnlyTheFramework(graph, id))
    }
    return candidates.get(id)!
  }
  const usage = usageByLazyChunks(graph, lazy, isCandidate)
  const inShell = new Set([...usage].filter(([, users]) => users / lazy.length > SHELL_KIT_SHARE).map(([id]) => id))
  const startsUp = (id: string) =>
    [...staticImportsOf(graph, [id])].every((imported) => packageOf(imported) !== undefined || shell.has(imported) || entryModules.has(imported) || inShell.has(imported))
  const placement = new Map<string, string>()
  for (const [id, users] of usage) {
    if (inShell.has(id) && startsUp(id)) placement.set(id, APP_CHUNK)
    else if (users / lazy.length >= KIT_CHUNK_SHARE) placement.set(id, KIT_CHUNK)
  }
  return placement
}

/** The name of the chunk of @h5/format's money and count formatting. */
export const NUMBERS_CHUNK = 'numbers'

/**
 * @h5/format's numbers (`formatFen` with `groupDigits`, `formatCount`): every page that shows money or 钻石 runs
 * them, the wallet's and the mall's, in sets of pages that differ by a page or two. Split automatically they were
 * two files of 0.2 to 0.3 KB, and they moved whenever a family started to use one: one chunk, -0.2 KB on the
 * recharge, guard and decoration pages. Not the dates (`formatChinaTime`), which the lists use.
 */
const NUMBERS = /[\\/]packages[\\/]format[\\/]src[\\/](formatFen|formatCount|groupDigits)\.ts$/

/** The chunk of one of @h5/format's number formatters ({@link NUMBERS_CHUNK}); `undefined` for any other module. */
export const numbersChunkOf = (moduleId: string): string | undefined => (NUMBERS.test(moduleId) ? NUMBERS_CHUNK : undefined)

/** The name of the chunk of teen mode's check that other families make. */
export const TEEN_CHECK_CHUNK = 'teenCheck'

/**
 * @h5/teen's check that other families make before money moves (`checkTeenModeOn`: recharge, the 红钻 gifts, the
 * mall), with the native question it asks (`askCanUse`) and teen mode's errors. Split automatically they were three
 * files of 0.25 to 0.6 KB on every page that spends money, in sets that differ only by the teen pages, which load
 * all of it but `checkTeenModeOn` (0.2 KB). One chunk: -0.3 KB on the recharge pages (README "Performance").
 */
const TEEN_CHECK = /[\\/]packages[\\/]teen[\\/]src[\\/](askCanUse|checkTeenModeOn|errnoTable|TeenError|TeenErrorCode|TeenNativeErrcode)\.ts$/

/** The chunk of a module of teen mode's check ({@link TEEN_CHECK_CHUNK}); `undefined` for any other. */
export const teenCheckChunkOf = (moduleId: string): string | undefined => (TEEN_CHECK.test(moduleId) ? TEEN_CHECK_CHUNK : undefined)

/** The name of the chunk of the recharge family's client and the core its pay flow shares with its screens. */
export const RECHARGE_CORE_CHUNK = 'rechargeCore'

/**
 * The recharge family's client (platform/api/rechargeApi.ts) with @h5/recharge's errors, runners, choice rules
 * and state: what the recharge screens run at start-up and the pay flow the VIP page loads on demand (its money
 * options) runs too. Split automatically, the part beside the client became a file of its own on /wxpay and
 * /alipay (+0.36 KB, over their budget); one chunk keeps it in the file the records page loads anyway.
 */
const RECHARGE_CORE = /([\\/]src[\\/]platform[\\/]api[\\/]rechargeApi\.ts|[\\/]packages[\\/]recharge[\\/]src[\\/](errnoTable|RechargeError|RechargeErrorCode|runAction|choice|rechargeState)\.ts)$/

/** The chunk of a module of {@link RECHARGE_CORE_CHUNK}; `undefined` for any other. */
export const rechargeCoreChunkOf = (moduleId: string): string | undefined => (RECHARGE_CORE.test(moduleId) ? RECHARGE_CORE_CHUNK : undefined)

/** The name of the chunk of the platform's helpers that many pages use. */
export const HELPERS_CHUNK = 'helpers'

/**
 * The platform's helpers: the modules of src/platform/ and of its screens (src/platform/ui/: the open-in-app
 * screen's loader), not of its other folders (the session, the data hooks).
 */
const PLATFORM_HELPER = /[\\/]src[\\/]platform[\\/](ui[\\/])?[^\\/]+\.tsx?$/

/**
 * Where the platform's helpers go: {@link HELPERS_CHUNK} for those at least {@link KIT_CHUNK_SHARE} of the lazily
 * loaded chunks use (a link and its prefetch, on-demand loading), as the kit's components go in the kit chunk;
 * those that use more than the framework, or that the app shell or the entry runs, are left where they are.
 */
export function helperPlacement(graph: ModuleGraph, entry: string, shell: ReadonlySet<string>): Map<string, string> {
  const entryModules = staticImportsOf(graph, [entry])
  const lazy = lazilyLoadedModules(graph, entry)
  const isCandidate = (id: string) =>
    PLATFORM_HELPER.test(id) && !shell.has(id) && !entryModules.has(id) && !isDataLayer(id) && (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0 && usesOnlyTheFramework(graph, id)
  const usage = usageByLazyChunks(graph, lazy, isCandidate)
  const placed = new Set([...usage].filter(([, users]) => users / lazy.length >= KIT_CHUNK_SHARE).map(([id]) => id))
  // Only a helper all of whose own imports are start-up JS or helpers too: the chunk must bring nothing along.
  const bringsNothing = (id: string) =>
    [...staticImportsOf(graph, [id])].every((imported) => packageOf(imported) !== undefined || shell.has(imported) || entryModules.has(imported) || placed.has(imported))
  const placement = new Map<string, string>()
  for (const id of placed) if (bringsNothing(id)) placement.set(id, HELPERS_CHUNK)
  return placement
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
  const kits = new WeakMap<ModuleGraph, Map<string, string>>()
  const kitOf = (graph: ModuleGraph) => {
    if (!kits.has(graph)) kits.set(graph, kitPlacement(graph, entry, shellOf(graph)))
    return kits.get(graph)!
  }
  const helpers = new WeakMap<ModuleGraph, Map<string, string>>()
  const helpersOf = (graph: ModuleGraph) => {
    if (!helpers.has(graph)) helpers.set(graph, helperPlacement(graph, entry, shellOf(graph)))
    return helpers.get(graph)!
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
      name: (moduleId, graph) => (packageOf(moduleId) === undefined && (shellOf(graph).has(moduleId) || kitOf(graph).get(moduleId) === APP_CHUNK) ? APP_CHUNK : null),
      debugName: 'app shell',
      priority: 1,
      // Not the shell's dependencies outside it: those are the entry's modules, which must stay in the entry
      // (a group takes its modules' dependencies along by default), or libraries, which the groups above take.
      includeDependenciesRecursively: false,
    },
    {
      name: (moduleId, graph) => (shellOf(graph).has(moduleId) || entryOf(graph).has(moduleId) ? null : (dataChunkOf(moduleId) ?? null)),
      debugName: DATA_CHUNK,
      priority: 0,
      // Its dependencies outside it are the shell's, the entry's or libraries: none belongs here.
      includeDependenciesRecursively: false,
    },
    {
      name: (moduleId, graph) => helpersOf(graph).get(moduleId) ?? null,
      debugName: HELPERS_CHUNK,
      priority: 0,
      includeDependenciesRecursively: false,
    },
    {
      name: (moduleId) => (/packages[\\/]teen[\\/]src[\\/](askCanUse|checkTeenModeOn|errnoTable|TeenError|TeenErrorCode|TeenNativeErrcode)\.ts$/.test(moduleId) ? 'teenCheck' : null),
      debugName: 'teenCheck',
      priority: 0,
      includeDependenciesRecursively: false,
    },
    {
      name: (moduleId) => rechargeCoreChunkOf(moduleId) ?? null,
      debugName: RECHARGE_CORE_CHUNK,
      priority: 0,
      // Its dependencies are @h5/request's, @h5/api's and the data layer's, which their own groups take.
      includeDependenciesRecursively: false,
    },
    {
      name: (moduleId, graph) => (kitOf(graph).get(moduleId) === KIT_CHUNK ? KIT_CHUNK : null),
      debugName: KIT_CHUNK,
      priority: 0,
      // What its components import beside the framework is the shell's or other kit components, or left to the
      // automatic splitting (a hook several components share): never the data layer, which would bring axios.
      includeDependenciesRecursively: false,
    },
    {
      name: (moduleId) => numbersChunkOf(moduleId) ?? null,
      debugName: NUMBERS_CHUNK,
      priority: 0,
      // What they import beside each other: nothing.
      includeDependenciesRecursively: false,
    },
    {
      name: (moduleId) => teenCheckChunkOf(moduleId) ?? null,
      debugName: TEEN_CHECK_CHUNK,
      priority: 0,
      // What it imports beside itself is the request layer's (the error table's base), in a chunk of its own.
      includeDependenciesRecursively: false,
    },
  ]
}
