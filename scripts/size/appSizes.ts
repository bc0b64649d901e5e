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
import { CHUNK_KINDS, chunkBudgetOf, chunkKindOf, OVER_BUDGET_ADVICE } from './chunkKinds.ts'
import { formatTable, kb } from './formatTable.ts'
import { gzipSize } from './gzipSize.ts'
import { routeReport } from './routeReport.ts'
import { measureRoutes } from './routeStartupJs.ts'
import { verdict, type SizeReport } from './sizeReport.ts'

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
  const failures: string[] = []
  const pagesDir = resolve(root, 'src/pages')
  const startup = startupChunks(bundle.chunks, bundle.entry)
  const kinds = new Map([...bundle.chunks.values()].map((chunk) => [chunk, chunkKindOf(chunk, startup, pagesDir)]))
  const chunks = [...kinds.keys()].sort(
    (a, b) => CHUNK_KINDS.indexOf(kinds.get(a)!) - CHUNK_KINDS.indexOf(kinds.get(b)!) || a.fileName.localeCompare(b.fileName),
  )
  const rows = chunks.map((chunk) => {
    const kind = kinds.get(chunk)!
    const gzip = gzipSize(chunk.code)
    const budget = chunkBudgetOf(kind)
    const status = budget === undefined ? '' : verdict(gzip, budget)
    if (budget !== undefined && status !== 'ok') {
      failures.push(`${kind} chunk ${chunk.fileName}: ${kb(gzip)}, budget ${kb(budget)}: ${OVER_BUDGET_ADVICE[kind]}`)
    }
    return [chunk.fileName, kind, kb(chunk.code.length), kb(gzip), budget === undefined ? '-' : kb(budget), status]
  })
  // The developer pages (bridge console, component gallery) never ship by default (issue 13,
  // apps/web/src/routes/testPagesEnabled.ts): not one module of them may be in the build.
  const testPagesDir = resolve(root, 'src/pages/test')
  for (const chunk of chunks) {
    const testModules = chunk.moduleIds.filter((id) => id.startsWith(testPagesDir))
    if (testModules.length > 0) failures.push(`${chunk.fileName} holds developer pages (${testModules.map((id) => id.slice(root.length + 1)).join(', ')}), which a shipped build must leave out`)
  }
  const table = formatTable(['JS chunk', 'kind', 'minified', 'gzip', 'budget', ''], rows)
  const small = chunks.filter((chunk) => gzipSize(chunk.code) < 1024).length
  const legend = [
    `${chunks.length} chunks, ${small} of them under 1 KB gzip.`,
    'entry: index.html\'s module; app, framework, start-up: the rest of what every route runs at start-up;',
    'shared: imported by pages; vendor: a library only lazy code uses (no budget of its own); page: a route\'s page, a',
    'family\'s page list or a part of a page loaded on demand; lazy: another module loaded on demand (monitoring, a sheet).',
    'Budgets by kind: scripts/budgets.ts BUDGETS.chunks.',
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

/** Builds the app at `root` and measures it: every route of its route table, every chunk, every CSS file. */
export async function measureApp(root: string): Promise<SizeReport[]> {
  const bundle = await buildApp(root)
  return [routeSection(bundle), chunkSection(bundle, root), cssSection(bundle)]
}
