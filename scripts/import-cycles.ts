/**
 * `pnpm lint`'s import-cycle check: fails, printing each cycle, when the TypeScript of the app, the packages or
 * the scripts has an import cycle, counting type-only and dynamic imports (scripts/imports/readImportGraph.ts
 * says why). ESLint's `import-x/no-cycle` cannot count type-only imports, so this checks the whole graph.
 *
 * `node scripts/run-ts.mjs scripts/import-cycles.ts [root]`: the root defaults to this repository.
 */
import { resolve } from 'node:path'
import { findImportCycles, formatImportCycles } from './imports/findImportCycles.ts'
import { readImportGraph } from './imports/readImportGraph.ts'
import { repoRoot } from './repoRoot.ts'

/** The folders whose TypeScript forms the graph, and the options imports resolve with. */
const GRAPH_DIRS = ['apps/web', 'packages', 'scripts']
const TSCONFIG = 'tsconfig.base.json'

const root = resolve(process.argv[3] ?? repoRoot)
const startedAt = performance.now()
const graph = readImportGraph(root, GRAPH_DIRS, TSCONFIG)
const cycles = findImportCycles(graph)
const took = `${graph.size} files in ${Math.round(performance.now() - startedAt)} ms`
if (cycles.length > 0) {
  console.error(`${formatImportCycles(cycles)}\n\nImport cycles: ${cycles.length} (${took}). Break each by moving what both sides need into a module that imports neither (docs/architecture.md, "How the rules are checked").`)
  process.exitCode = 1
} else {
  console.log(`No import cycle (${took}; type-only and dynamic imports counted).`)
}
