/**
 * The app's production build, in memory: its chunks and assets by file name, and every route of the route table
 * as the build wrote it (apps/web/prerender: each static route's HTML, with the modulepreloads of what the route
 * loads at start-up).
 */
import { build, type Plugin, type Rolldown } from 'vite'
import { PRERENDER_PLUGIN_NAME, type BuiltRoute, type PrerenderApi } from '../../apps/web/prerender/builtRoutes.ts'

export interface AppBundle {
  /** JS chunks by file name. */
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>
  /** HTML, CSS and other assets by file name. */
  assets: ReadonlyMap<string, Rolldown.OutputAsset>
  /** The one entry chunk (index.html's module script). */
  entry: Rolldown.OutputChunk
  /** Every route of the route table, ready and planned, with its page module and HTML file. */
  routes: readonly BuiltRoute[]
}

/** Reads the routes the build's prerender plugin wrote, once the build is done. */
function builtRoutesOf(found: { api?: PrerenderApi }): Plugin {
  return {
    name: 'h5-size-built-routes',
    configResolved(config) {
      found.api = config.plugins.find((plugin) => plugin.name === PRERENDER_PLUGIN_NAME)?.api as PrerenderApi | undefined
    },
  }
}

/** Builds the app at `root` with its own vite.config.ts, as `vite build` does, without writing dist/. */
export async function buildApp(root: string): Promise<AppBundle> {
  // Vite's module runner (scripts/run-ts.mjs) sets NODE_ENV=development, which would make this a development
  // build (React's dev build, the dev-only mock wiring): measure what `vite build` ships.
  process.env.NODE_ENV = 'production'
  // What ships: a build with the developer pages switched on (`pnpm e2e` makes one) is not what users get.
  delete process.env.VITE_TEST_PAGES
  const prerender: { api?: PrerenderApi } = {}
  const result = await build({ root, mode: 'production', logLevel: 'warn', build: { write: false }, plugins: [builtRoutesOf(prerender)] })
  if (!('output' in result)) throw new Error('expected one build output')
  if (!prerender.api) throw new Error(`the build has no ${PRERENDER_PLUGIN_NAME} plugin: apps/web/vite.config.ts must use prerenderPlugin()`)
  const chunks = new Map<string, Rolldown.OutputChunk>()
  const assets = new Map<string, Rolldown.OutputAsset>()
  for (const file of result.output) {
    if (file.type === 'chunk') chunks.set(file.fileName, file)
    else assets.set(file.fileName, file)
  }
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry)
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`)
  return { chunks, assets, entry: entries[0]!, routes: prerender.api.builtRoutes }
}

/** The text of a chunk or an asset, for measuring. */
export function contentsOf(bundle: Pick<AppBundle, 'chunks' | 'assets'>, fileName: string): string | Uint8Array {
  const chunk = bundle.chunks.get(fileName)
  if (chunk) return chunk.code
  const asset = bundle.assets.get(fileName)
  if (!asset) throw new Error(`${fileName} is not in the build`)
  return asset.source
}
