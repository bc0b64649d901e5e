/**
 * The package half of `pnpm size` (DESIGN §8): each published package's built ESM entry, measured the way
 * size-limit does — bundled with esbuild (its own chunks inlined, its dependencies and peers left out, so
 * @h5/api is measured without axios), minified, gzipped at level 9 — against its budget. Needs the packages'
 * dist/ (the root `size` script builds them first, through turbo's cache).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'esbuild'
import { BUDGETS } from '../budgets.ts'
import { formatTable, kb } from './formatTable.ts'
import { gzipSize } from './gzipSize.ts'
import { verdict, type SizeReport } from './sizeReport.ts'

interface Manifest {
  name: string
  exports: { '.': { import: { default: string } } }
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

async function bundledBytes(entry: string, external: string[], minify: boolean): Promise<Uint8Array> {
  // charset utf8: Chinese text stays as UTF-8 bytes, as the app's bundler (Rolldown) emits it, not \uXXXX escapes.
  const result = await build({ entryPoints: [entry], bundle: true, minify, format: 'esm', charset: 'utf8', external, write: false, logLevel: 'silent' })
  return result.outputFiles[0]!.contents
}

/** Measures packages/<dir> for every directory named in the budgets. */
export async function measurePackages(packagesDir: string): Promise<SizeReport> {
  const failures: string[] = []
  const rows: string[][] = []
  for (const [dir, budget] of Object.entries(BUDGETS.packages)) {
    const root = resolve(packagesDir, dir)
    const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as Manifest
    const entry = resolve(root, manifest.exports['.'].import.default)
    const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
    const raw = (await bundledBytes(entry, external, false)).length
    const minified = await bundledBytes(entry, external, true)
    const gzip = gzipSize(minified)
    const status = verdict(gzip, budget)
    if (status !== 'ok') failures.push(`${manifest.name}: ${kb(gzip)}, budget ${kb(budget)}`)
    rows.push([manifest.name, kb(raw), kb(minified.length), kb(gzip), kb(budget), status])
  }
  const table = formatTable(['package (dist, ESM entry)', 'raw', 'minified', 'gzip', 'budget', ''], rows)
  return { text: `Published packages (dependencies and peers excluded)\n${table}`, failures }
}
