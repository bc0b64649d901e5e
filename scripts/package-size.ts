/**
 * `pnpm size:packages`: the size of each published package's built ESM entry against its DESIGN §8 budget,
 * measured the way size-limit does: the entry bundled with esbuild (its own chunks inlined, its dependencies
 * left out — so @h5/api is measured without axios), minified, then gzipped (level 9). 1 kB = 1000 bytes, as
 * size-limit counts. Prints raw / minified / gzip bytes per package and exits 1 when one is over budget.
 * Run after `turbo run build --filter=./packages/*` (the root script does both).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const BUDGETS_KB: Record<string, number> = { bridge: 3, redpacket: 3, teen: 3, api: 3 }

interface Manifest {
  name: string
  exports: { '.': { import: { default: string } } }
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

async function bundledBytes(entry: string, external: string[], minify: boolean): Promise<Uint8Array> {
  const result = await build({ entryPoints: [entry], bundle: true, minify, format: 'esm', external, write: false, logLevel: 'silent' })
  return result.outputFiles[0]!.contents
}

const rows: string[] = []
let over = 0
for (const [dir, budgetKb] of Object.entries(BUDGETS_KB)) {
  const root = resolve('packages', dir)
  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as Manifest
  const entry = resolve(root, manifest.exports['.'].import.default)
  const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
  const raw = (await bundledBytes(entry, external, false)).length
  const minified = await bundledBytes(entry, external, true)
  const gzip = gzipSync(minified, { level: 9 }).length
  const fits = gzip <= budgetKb * 1000
  if (!fits) over++
  rows.push(
    [manifest.name.padEnd(15), raw, minified.length, gzip]
      .map((cell, i) => (i ? String(cell).padStart(9) : cell))
      .join(' ') + `   ${`${budgetKb} kB`.padStart(6)}  ${fits ? 'ok' : 'OVER BUDGET'}`,
  )
}

console.log(`${'package'.padEnd(15)} ${'raw'.padStart(9)} ${'minified'.padStart(9)} ${'gzip'.padStart(9)}   budget`)
console.log(rows.join('\n'))
console.log('(bytes of the ESM entry, dependencies excluded; gzip of the minified bundle is what counts)')
if (over) {
  console.error(`${over} package(s) over their DESIGN §8 budget`)
  process.exitCode = 1
}
