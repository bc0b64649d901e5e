/**
 * The app's production build, in memory: its chunks and assets by file name. What a route loads is what its
 * HTML names (the entry script and the modulepreloads the build writes into each route's HTML,
 * apps/web/prerender).
 */
import { build, type Rolldown } from 'vite'

export interface AppBundle {
  /** JS chunks by file name. */
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>
  /** HTML, CSS and other assets by file name. */
  assets: ReadonlyMap<string, Rolldown.OutputAsset>
  /** The one entry chunk (index.html's module script). */
  entry: Rolldown.OutputChunk
}

/** Builds the app at `root` with its own vite.config.ts, as `vite build` does, without writing dist/. */
export async function buildApp(root: string): Promise<AppBundle> {
  // Vite's module runner (scripts/run-ts.mjs) sets NODE_ENV=development, which would make this a development
  // build (React's dev build, the dev-only mock wiring): measure what `vite build` ships.
  process.env.NODE_ENV = 'production'
  // What ships: a build with the developer pages switched on (`pnpm e2e` makes one) is not what users get.
  delete process.env.VITE_TEST_PAGES
  const result = await build({ root, mode: 'production', logLevel: 'warn', build: { write: false } })
  if (!('output' in result)) throw new Error('expected one build output')
  const chunks = new Map<string, Rolldown.OutputChunk>()
  const assets = new Map<string, Rolldown.OutputAsset>()
  for (const file of result.output) {
    if (file.type === 'chunk') chunks.set(file.fileName, file)
    else assets.set(file.fileName, file)
  }
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry)
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`)
  return { chunks, assets, entry: entries[0]! }
}

/** The text of a chunk or an asset, for measuring. */
export function contentsOf(bundle: AppBundle, fileName: string): string | Uint8Array {
  const chunk = bundle.chunks.get(fileName)
  if (chunk) return chunk.code
  const asset = bundle.assets.get(fileName)
  if (!asset) throw new Error(`${fileName} is not in the build`)
  return asset.source
}

/** The JS files an HTML file makes the browser load at once: its module script and its modulepreloads. */
export function scriptsNamedBy(html: string): string[] {
  return [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )
}
