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

/** The CSS files Vite links for these chunks, in order, each once. */
export function cssOf(chunks: readonly Rolldown.OutputChunk[]): string[] {
  return [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))]
}
