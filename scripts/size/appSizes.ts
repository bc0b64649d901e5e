/**
 * The app half of `pnpm size` (scripts/budgets.ts): for each measured route, the gzip size of all JS its HTML
 * makes the browser load (the entry, the app, the route's page chunk and their imports, all preloaded) against the
 * route budget, and of the HTML itself (inlined CSS and prerendered first paint included); every JS chunk by kind,
 * page chunks against their budget; every CSS file.
 */
import { resolve } from 'node:path'
import type { Rolldown } from 'vite'
import { VENDOR_CHUNK_PREFIX } from '../../apps/web/chunkGroups.ts'
import { startupChunks, staticClosure } from '../../apps/web/prerender/chunkGraph.ts'
import { htmlFileOf } from '../../apps/web/prerender/htmlFileOf.ts'
import { PRERENDERED_PATH_ATTRIBUTE } from '../../apps/web/src/platform/prerenderedRoot.ts'
import { BUDGETS } from '../budgets.ts'
import { buildApp, contentsOf, scriptsNamedBy, type AppBundle } from './appBundle.ts'
import { formatTable, kb } from './formatTable.ts'
import { gzipSize } from './gzipSize.ts'
import { verdict, type SizeReport } from './sizeReport.ts'

type ChunkKind = 'entry' | 'start-up' | 'shared' | 'vendor' | 'page' | 'lazy'

/**
 * A route's page: a module of src/pages/, or the page of a document (`content/<path>.md?page`, which
 * apps/web/contentPlugin.ts makes the one content page over that document; docs/content.md).
 */
function isPageModule(id: string | null, pagesDir: string, contentDir: string): boolean {
  return !!id && (id.startsWith(pagesDir) || (id.startsWith(contentDir) && id.endsWith('.md?page')))
}

function kindOf(chunk: Rolldown.OutputChunk, startup: readonly Rolldown.OutputChunk[], pagesDir: string, contentDir: string): ChunkKind {
  if (chunk.isEntry) return 'entry'
  if (startup.includes(chunk)) return 'start-up'
  if (chunk.name.startsWith(VENDOR_CHUNK_PREFIX)) return 'vendor'
  if (!chunk.isDynamicEntry) return 'shared'
  return isPageModule(chunk.facadeModuleId, pagesDir, contentDir) ? 'page' : 'lazy'
}

function routeSection(bundle: AppBundle, routes: readonly string[]): SizeReport {
  const failures: string[] = []
  const rows: string[][] = []
  const details: string[] = []
  // A vendor chunk holds a library only lazy code uses (apps/web/chunkGroups.ts): at start-up it means the
  // library, or a helper grouped with it, is loaded by every route.
  for (const chunk of startupChunks(bundle.chunks, bundle.entry).filter((c) => c.name.startsWith(VENDOR_CHUNK_PREFIX))) {
    failures.push(`${chunk.fileName} is start-up JS of every route; add its package to the framework group of apps/web/chunkGroups.ts or stop importing it from the app shell`)
  }
  for (const route of routes) {
    const htmlFile = htmlFileOf(route)
    const html = bundle.assets.get(htmlFile)
    if (!html) throw new Error(`the build has no ${htmlFile} for ${route}: is it a static path of the route table?`)
    const htmlText = String(html.source)
    const named = scriptsNamedBy(htmlText)
    const chunks = named.map((file) => {
      const chunk = bundle.chunks.get(file)
      if (!chunk) throw new Error(`${htmlFile} names ${file}, which the build does not have`)
      return chunk
    })
    for (const missing of staticClosure(bundle.chunks, chunks).filter((chunk) => !named.includes(chunk.fileName))) {
      failures.push(`${htmlFile} does not preload ${missing.fileName}, which ${route} imports`)
    }
    const jsSizes = chunks.map((chunk) => ({ file: chunk.fileName, gzip: gzipSize(chunk.code) }))
    const jsGzip = jsSizes.reduce((sum, { gzip }) => sum + gzip, 0)
    const status = verdict(jsGzip, BUDGETS.routeJs)
    if (status !== 'ok') failures.push(`${route}: ${kb(jsGzip)} of JS, budget ${kb(BUDGETS.routeJs)}`)
    const prerendered = htmlText.includes(`${PRERENDERED_PATH_ATTRIBUTE}="${route}"`) ? 'yes' : 'no'
    rows.push([route, htmlFile, kb(gzipSize(htmlText)), prerendered, String(chunks.length), kb(jsGzip), kb(BUDGETS.routeJs), status])
    details.push(`  ${route}: ${jsSizes.map(({ file, gzip }) => `${file} ${kb(gzip)}`).join(', ')}`)
  }
  const table = formatTable(['route', 'HTML', 'HTML gzip', 'prerendered', 'JS files', 'JS gzip', 'budget', ''], rows)
  const note = '  (HTML gzip: the CSS is inlined in it; JS: everything the HTML loads at once)'
  return { text: `Loaded for a route (gzip)\n${table}\n${note}\n${details.join('\n')}`, failures }
}

function chunkSection(bundle: AppBundle, root: string): SizeReport {
  const failures: string[] = []
  const pagesDir = resolve(root, 'src/pages')
  const contentDir = resolve(root, 'content')
  const startup = startupChunks(bundle.chunks, bundle.entry)
  const order: ChunkKind[] = ['entry', 'start-up', 'shared', 'vendor', 'page', 'lazy']
  const kinds = new Map([...bundle.chunks.values()].map((chunk) => [chunk, kindOf(chunk, startup, pagesDir, contentDir)]))
  const chunks = [...kinds.keys()].sort(
    (a, b) => order.indexOf(kinds.get(a)!) - order.indexOf(kinds.get(b)!) || a.fileName.localeCompare(b.fileName),
  )
  const rows = chunks.map((chunk) => {
    const kind = kinds.get(chunk)!
    const gzip = gzipSize(chunk.code)
    const budget = kind === 'page' ? BUDGETS.pageChunk : undefined
    const status = budget === undefined ? '' : verdict(gzip, budget)
    if (status === 'OVER') failures.push(`page chunk ${chunk.fileName}: ${kb(gzip)}, budget ${kb(BUDGETS.pageChunk)}`)
    return [chunk.fileName, kind, kb(chunk.code.length), kb(gzip), budget === undefined ? '-' : kb(budget), status]
  })
  // The developer pages (bridge console, component gallery) never ship by default (
  // apps/web/src/routes/testPagesEnabled.ts): not one module of them may be in the build.
  const testPagesDir = resolve(root, 'src/pages/test')
  for (const chunk of chunks) {
    const testModules = chunk.moduleIds.filter((id) => id.startsWith(testPagesDir))
    if (testModules.length > 0) failures.push(`${chunk.fileName} holds developer pages (${testModules.map((id) => id.slice(root.length + 1)).join(', ')}), which a shipped build must leave out`)
  }
  const table = formatTable(['JS chunk', 'kind', 'minified', 'gzip', 'budget', ''], rows)
  const legend = [
    'entry: index.html\'s module; start-up: the app it loads after the first paint, on every route;',
    'shared: imported by pages; vendor: a library only lazy code uses; page: a route\'s lazy page;',
    'lazy: another lazy module (monitoring loads after idle, only with a DSN)',
  ].join('\n  ')
  return { text: `Every JS chunk\n${table}\n  ${legend}`, failures }
}

function cssSection(bundle: AppBundle): SizeReport {
  const rows = [...bundle.assets.keys()]
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => {
      const contents = contentsOf(bundle, file)
      return [file, kb(contents.length), kb(gzipSize(contents))]
    })
  const note = '  (each route\'s HTML inlines the CSS of the app and of its page; these files serve later navigations)'
  return { text: `Every CSS file\n${formatTable(['CSS file', 'minified', 'gzip'], rows)}\n${note}`, failures: [] }
}

/** Builds the app at `root` and measures it; `routes` are static paths of its route table. */
export async function measureApp(root: string, routes: readonly string[]): Promise<SizeReport[]> {
  const bundle = await buildApp(root)
  return [routeSection(bundle, routes), chunkSection(bundle, root), cssSection(bundle)]
}
