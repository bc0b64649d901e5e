/**
 * `vite build` only: each dynamic import's preload list without the JS files that are loaded by the time it runs.
 *
 * For every `import()` of ours Vite writes the list of files the imported chunk needs (`__vite__mapDeps`:
 * hashed file names, which gzip cannot shrink) and preloads them in parallel when the import runs. It lists
 * every JS file the chunk imports, transitively, also those loaded already: the importing chunk's own imports,
 * and start-up (the entry, the app shell, the framework), which every chunk but the entry runs after. A family's
 * page list names them once per page, a part a page loads on demand once more. Leaving them out changes no load
 * (a preload of a loaded file does nothing) and takes their names off start-up JS (README "Performance"). The
 * entry's import of the app shell is the one that loads start-up: its list stays whole. Vite's own option does
 * it (`build.modulePreload.resolveDependencies`, JS files only: Vite keeps every CSS file); the chunk graph it
 * needs is the bundle's, which the plugin reads in `generateBundle`, before Vite writes the lists in its own.
 */
import type { Plugin, Rolldown } from 'vite'
import { startupChunks, staticClosure } from './prerender/chunkGraph.ts'

export interface PreloadListsWithoutLoaded {
  /** Reads the bundle's chunk graph: goes in `plugins`. */
  plugin: Plugin
  /** Goes in `build.modulePreload.resolveDependencies`. */
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[]
}

/** The JS files loaded by the time `host` runs: its own static imports and, unless it is the entry, start-up. */
export function loadedBefore(chunks: ReadonlyMap<string, Rolldown.OutputChunk>, host: Rolldown.OutputChunk): Set<string> {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
  const startup = entry && host !== entry ? startupChunks(chunks, entry) : []
  return new Set([...staticClosure(chunks, [host]), ...startup].map((chunk) => chunk.fileName))
}

export function preloadListsWithoutLoaded(): PreloadListsWithoutLoaded {
  let chunks: ReadonlyMap<string, Rolldown.OutputChunk> = new Map()
  const loaded = new Map<string, Set<string>>()
  return {
    plugin: {
      name: 'h5-preload-lists-without-loaded',
      apply: 'build',
      generateBundle(_options, bundle) {
        chunks = new Map(
          Object.values(bundle)
            .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        )
        loaded.clear()
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      const host = chunks.get(hostId)
      // Not a chunk of this bundle (the plugin did not run): the list as Vite made it.
      if (!host) return deps
      if (!loaded.has(hostId)) loaded.set(hostId, loadedBefore(chunks, host))
      return deps.filter((dep) => !loaded.get(hostId)!.has(dep))
    },
  }
}
