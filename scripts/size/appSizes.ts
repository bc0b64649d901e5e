/**
 * The app half of `pnpm size` (scripts/budgets.ts): the start-up JS of every route of the route table against the
 * route budget (routeStartupJs.ts, routeReport.ts), every JS chunk against the budget of its kind
 * (chunkKinds.ts), every CSS file.
 */
import { resolve } from 'node:path'
import { startupChunks } from '../../apps/web/prerender/chunkGraph.ts'
import { VENDOR_CHUNK_PREFIX } from '../../apps/web/chunkGroups.ts'
import { BUDGETS } from '../budgets.ts'
import { buildApp, contentsOf, type AppBundle } from './appBundle.ts'
import { chunkKindOf } from './chunkKinds.ts'
import { chunkReport } from './chunkReport.ts'
import { formatTable, kb } from './formatTable.ts'
import { gzipSize } from './gzipSize.ts'
import { routeReport } from './routeReport.ts'
import { measureRoutes } from './routeStartupJs.ts'
import type { SizeReport } from './sizeReport.ts'

function routeSection(bundle: AppBundle): SizeReport {
  const startup = startupChunks(bundle.chunks, bundle.entry)
  const startupSizes = startup.map((chunk) => ({ file: chunk.fileName, gzip: gzipSize(chunk.code) }))
  const report = routeReport(measureRoutes(bundle), startupSizes, BUDGETS.routeJs)
  // A vendor chunk holds a library only lazy code uses (apps/web/chunkGroups.ts): at start-up it means the
  // library, or a helper grouped with it, is loaded by every route.
  for (const chunk of startup.filter((candidate) => candidate.name.startsWith(VENDOR_CHUNK_PREFIX))) {
    report.failures.unshift(`${chunk.fileName} is start-up JS of every route; add its package to the framework group of apps/web/chunkGroups.ts or stop importing it from the app shell`)
  }
  return report
}

function chunkSection(bundle: AppBundle, root: string): SizeReport {
  const pagesDir = resolve(root, 'src/pages')
  const contentDir = resolve(root, 'content')
  const startup = startupChunks(bundle.chunks, bundle.entry)
  const chunks = [...bundle.chunks.values()]
  const report = chunkReport(
    chunks.map((chunk) => ({ file: chunk.fileName, kind: chunkKindOf(chunk, startup, pagesDir, contentDir), minified: chunk.code.length, gzip: gzipSize(chunk.code) })),
  )
  // The developer pages (bridge console, component gallery) never ship by default
  // (apps/web/src/routes/testPagesEnabled.ts): not one module of them may be in the build.
  const testPagesDir = resolve(root, 'src/pages/test')
  for (const chunk of chunks) {
    const testModules = chunk.moduleIds.filter((id) => id.startsWith(testPagesDir))
    if (testModules.length > 0) report.failures.push(`${chunk.fileName} holds developer pages (${testModules.map((id) => id.slice(root.length + 1)).join(', ')}), which a shipped build must leave out`)
  }
  return report
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

/** Builds the app at `root` and measures it: every route of its route table, every chunk, every CSS file. */
export async function measureApp(root: string): Promise<SizeReport[]> {
  const bundle = await buildApp(root)
  return [routeSection(bundle), chunkSection(bundle, root), cssSection(bundle)]
}
