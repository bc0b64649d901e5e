/**
 * The package half of `pnpm size` (scripts/budgets.ts): each published package's built ESM entry, measured the way
 * size-limit does — bundled with esbuild (its own chunks inlined, its dependencies and peers left out, so
 * @h5/api is measured without axios), minified, gzipped at level 9 — against its budget. Needs the packages'
 * dist/ (the root `size` script builds them first, through turbo's cache). The packages and their budgets come
 * from packages/ (scripts/packages/readWorkspacePackages.ts): a published package without a budget fails.
 */
import { resolve } from 'node:path'
import { build } from 'esbuild'
import { KB } from '../budgets.ts'
import type { WorkspacePackage } from '../packages/readWorkspacePackages.ts'
import { formatTable, kb } from './formatTable.ts'
import { gzipSize } from './gzipSize.ts'
import { verdict, type SizeReport } from './sizeReport.ts'

interface ImportEntry {
  import: { default: string }
}

async function bundledBytes(entry: string, external: string[], minify: boolean): Promise<Uint8Array> {
  // charset utf8: Chinese text stays as UTF-8 bytes, as the app's bundler (Rolldown) emits it, not \uXXXX escapes.
  const result = await build({ entryPoints: [entry], bundle: true, minify, format: 'esm', charset: 'utf8', external, write: false, logLevel: 'silent' })
  return result.outputFiles[0]!.contents
}

/** Measures every published package of `packages` against its `"h5": { "sizeBudgetKB" }`. */
export async function measurePackages(packages: WorkspacePackage[]): Promise<SizeReport> {
  const failures: string[] = []
  const rows: string[][] = []
  for (const pkg of packages.filter((candidate) => candidate.published)) {
    const { manifest } = pkg
    const entry = resolve(pkg.dir, (manifest.exports?.['.'] as ImportEntry).import.default)
    const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
    const raw = (await bundledBytes(entry, external, false)).length
    const minified = await bundledBytes(entry, external, true)
    const gzip = gzipSize(minified)
    if (pkg.settings.sizeBudgetKB === undefined) {
      failures.push(`${pkg.name}: no size budget (add "h5": { "sizeBudgetKB": … } to packages/${pkg.folder}/package.json)`)
      rows.push([pkg.name, kb(raw), kb(minified.length), kb(gzip), '–', 'NO BUDGET'])
      continue
    }
    const budget = pkg.settings.sizeBudgetKB * KB
    const status = verdict(gzip, budget)
    if (status !== 'ok') failures.push(`${pkg.name}: ${kb(gzip)}, budget ${kb(budget)}`)
    rows.push([pkg.name, kb(raw), kb(minified.length), kb(gzip), kb(budget), status])
  }
  const table = formatTable(['package (dist, ESM entry)', 'raw', 'minified', 'gzip', 'budget', ''], rows)
  return { text: `Published packages (dependencies and peers excluded)\n${table}`, failures }
}
