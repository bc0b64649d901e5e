/**
 * Reading the module graph as Rolldown's code-splitting groups see it (apps/web/chunkGroups.ts): what a module
 * imports, and which lazily loaded chunks (pages, family page lists, parts loaded on demand) use it.
 */
import type { Rolldown } from 'vite'

/** The module graph, as a code-splitting group's `name` sees it. */
export type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>

/** `from` and every module it imports statically, transitively. */
export function staticImportsOf(graph: ModuleGraph, from: readonly string[]): Set<string> {
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
 * Every module that a module reachable from `entry` imports dynamically, sorted: each is the first module of a
 * lazily loaded chunk (the app shell, a page, a family's page list, a part loaded on demand).
 */
export function lazilyLoadedModules(graph: ModuleGraph, entry: string): string[] {
  const seen = new Set<string>()
  const lazy = new Set<string>()
  const queue = [entry]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) continue
    info.dynamicallyImportedIds.forEach((imported) => lazy.add(imported))
    queue.push(...info.importedIds, ...info.dynamicallyImportedIds)
  }
  return [...lazy].sort()
}

/**
 * For each module `counted` accepts, how many of `lazy` (lazily loaded modules) import it, directly or through
 * other modules. The graph is read before tree-shaking: a module imported through a barrel counts as used.
 */
export function usageByLazyChunks(graph: ModuleGraph, lazy: readonly string[], counted: (moduleId: string) => boolean): Map<string, number> {
  const usage = new Map<string, number>()
  for (const root of lazy) {
    for (const id of staticImportsOf(graph, [root])) {
      if (id !== root && counted(id)) usage.set(id, (usage.get(id) ?? 0) + 1)
    }
  }
  return usage
}
