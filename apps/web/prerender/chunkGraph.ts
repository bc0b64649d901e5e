/** Reading Rolldown's output as a graph: what loads with what. */
import type { Rolldown } from 'vite'

/** `start` and every chunk they import statically, transitively (what loads before they run). */
export function staticClosure(
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>,
  start: readonly Rolldown.OutputChunk[],
): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>()
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const name of chunk.imports) {
      const imported = chunks.get(name)
      if (imported) visit(imported)
    }
  }
  start.forEach(visit)
  return [...seen.values()]
}

/**
 * The JS every route runs at start-up: the entry (src/main.tsx), what it imports, and the app it loads after
 * the first paint — the entry's dynamic imports are exactly that app (src/start.tsx) — with their imports.
 */
export function startupChunks(chunks: ReadonlyMap<string, Rolldown.OutputChunk>, entry: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
  const app = entry.dynamicImports.flatMap((name) => chunks.get(name) ?? [])
  return staticClosure(chunks, [entry, ...app])
}

/**
 * The chunks that load `target` by dynamic import on the way from `start`, in the order they load: the chunks
 * between the app and a page, such as the family's page list (src/routes/familyPages.ts). Empty when `start`
 * holds `target` (a build without code splitting) or no dynamic import reaches it.
 *
 * @example
 * dynamicImportPath(chunks, startup, page) // [the redpacket family's page-list chunk]
 */
export function dynamicImportPath(
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>,
  start: readonly Rolldown.OutputChunk[],
  target: Rolldown.OutputChunk,
): Rolldown.OutputChunk[] {
  const startNames = new Set(start.map((chunk) => chunk.fileName))
  if (startNames.has(target.fileName)) return []
  // Breadth first, so the path is the shortest chain of dynamic imports.
  const reachedFrom = new Map<string, string | undefined>([...startNames].map((name) => [name, undefined]))
  const queue = [...startNames]
  while (queue.length > 0) {
    const name = queue.shift()!
    for (const next of chunks.get(name)?.dynamicImports ?? []) {
      if (reachedFrom.has(next)) continue
      reachedFrom.set(next, name)
      if (next === target.fileName) queue.length = 0
      else queue.push(next)
    }
  }
  if (!reachedFrom.has(target.fileName)) return []
  const path: Rolldown.OutputChunk[] = []
  for (let name = reachedFrom.get(target.fileName); name !== undefined && !startNames.has(name); name = reachedFrom.get(name)) {
    path.unshift(chunks.get(name)!)
  }
  return path
}

/**
 * The chunk a module was put in: the chunk it is the facade of (a page module is its lazy chunk's), else the chunk
 * holding it (a build without code splitting, the eager baseline).
 */
export function chunkOfModule(chunks: ReadonlyMap<string, Rolldown.OutputChunk>, moduleId: string): Rolldown.OutputChunk | undefined {
  const all = [...chunks.values()]
  return all.find((chunk) => chunk.facadeModuleId === moduleId) ?? all.find((chunk) => chunk.moduleIds.includes(moduleId))
}

/**
 * All JS a route runs before its page can render, which the browser loads at start-up: start-up (the entry and
 * the app), the chunks that load its page (its family's page list) and the page, with their static imports.
 * `page` is the route's page chunk; a planned route has none. The route's HTML preloads exactly these
 * (prerenderPlugin.ts), and `pnpm size` holds them to the route budget (scripts/size/routeStartupJs.ts).
 *
 * @example
 * routeStartupChunks(chunks, startupChunks(chunks, entry), openPage) // entry, app, framework, page list, page, axios…
 */
export function routeStartupChunks(
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>,
  startup: readonly Rolldown.OutputChunk[],
  page: Rolldown.OutputChunk | undefined,
): Rolldown.OutputChunk[] {
  const pageLoad = page ? [...dynamicImportPath(chunks, startup, page), page] : []
  return staticClosure(chunks, [...startup, ...pageLoad])
}

/**
 * The chunks of `loaded` beyond `startup` that hold none of the code the route runs: `roots` (its page list and
 * its page) and every module they import statically, as `importsOf` tells. Such a chunk comes only because a
 * chunk the route needs imports it: a layout group (apps/web/chunkGroups.ts) put a module the route uses with one
 * that needs a library, and the route loads the library for nothing (the teen pages once loaded axios so).
 *
 * @example
 * chunksLoadedForNothing(routeStartupChunks(chunks, startup, page), startup, [pageList, page], importsOf) // [vendor-axios…]
 */
export function chunksLoadedForNothing(
  loaded: readonly Rolldown.OutputChunk[],
  startup: readonly Rolldown.OutputChunk[],
  roots: readonly string[],
  importsOf: (moduleId: string) => readonly string[],
): Rolldown.OutputChunk[] {
  const runs = new Set<string>()
  const queue = [...roots]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (runs.has(id)) continue
    runs.add(id)
    queue.push(...importsOf(id))
  }
  return loaded.filter((chunk) => !startup.includes(chunk) && !chunk.moduleIds.some((id) => runs.has(id)))
}

/** The CSS files Vite links for these chunks, in order, each once. */
export function cssOf(chunks: readonly Rolldown.OutputChunk[]): string[] {
  return [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))]
}
