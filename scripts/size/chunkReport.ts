/**
 * `pnpm size`'s table of every JS chunk against the budget of its kind (chunkKinds.ts, scripts/budgets.ts
 * `BUDGETS.chunks`), and its failures: each chunk over its budget, named with its kind and what to do.
 */
import { CHUNK_KINDS, chunkBudgetOf, OVER_BUDGET_ADVICE, type ChunkKind } from './chunkKinds.ts'
import { formatTable, kb } from './formatTable.ts'
import { verdict, type SizeReport } from './sizeReport.ts'

/** One chunk of the build as the report needs it. */
export interface ChunkSize {
  file: string
  kind: ChunkKind
  minified: number
  gzip: number
}

const LEGEND = [
  'entry: index.html\'s module; app, framework, start-up: the rest of what every route runs at start-up;',
  'shared: imported by pages (a family\'s screens, the kit chunk, the data layer); vendor: a library only lazy code',
  'uses (no budget of its own); page: a route\'s page, a family\'s page list or a part of a page loaded on demand;',
  'lazy: another module loaded on demand (monitoring, a sheet). Budgets by kind: scripts/budgets.ts BUDGETS.chunks.',
].join('\n  ')

/** The report for `chunks`, sorted by kind then file; every kind but vendor is held to its budget. */
export function chunkReport(chunks: readonly ChunkSize[]): SizeReport {
  const sorted = [...chunks].sort((a, b) => CHUNK_KINDS.indexOf(a.kind) - CHUNK_KINDS.indexOf(b.kind) || a.file.localeCompare(b.file))
  const failures: string[] = []
  const rows = sorted.map(({ file, kind, minified, gzip }) => {
    const budget = chunkBudgetOf(kind)
    const status = budget === undefined ? '' : verdict(gzip, budget)
    if (budget !== undefined && status !== 'ok') failures.push(`${kind} chunk ${file}: ${kb(gzip)}, budget ${kb(budget)}: ${OVER_BUDGET_ADVICE[kind]}`)
    return [file, kind, kb(minified), kb(gzip), budget === undefined ? '-' : kb(budget), status]
  })
  const small = chunks.filter(({ gzip }) => gzip < 1024).length
  const table = formatTable(['JS chunk', 'kind', 'minified', 'gzip', 'budget', ''], rows)
  return { text: `Every JS chunk\n${table}\n  ${chunks.length} chunks, ${small} of them under 1 KB gzip.\n  ${LEGEND}`, failures }
}
