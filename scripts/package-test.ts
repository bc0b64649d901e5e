/**
 * `pnpm test:packages` (part of `pnpm test`): the four published packages as a consumer gets them (DESIGN §8).
 * For each: `publint --strict`; `pnpm pack` (workspace ranges rewritten, as `pnpm publish` does); `attw` on that
 * tarball (what `attw --pack` checks, on the tarball we would really publish). Then a fresh project in a
 * temporary directory installs the four tarballs with npm, as another team would, and loads them as ESM and
 * as CommonJS (package-test/consumer.mjs, consumer.cjs). Needs the packages built (the root script does it)
 * and the npm registry for their dependencies (axios, valtio).
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const PACKAGES = ['bridge', 'api', 'redpacket', 'teen']
const fixtures = resolve('scripts/package-test')

function run(command: string, args: string[], cwd: string): void {
  console.log(`$ ${[command, ...args].join(' ')}`)
  execFileSync(command, args, { cwd, stdio: 'inherit' })
}

const work = mkdtempSync(join(tmpdir(), 'h5-package-test-'))
try {
  const tarballs = PACKAGES.map((name) => {
    const dir = resolve('packages', name)
    run('pnpm', ['exec', 'publint', '--strict'], dir)
    const before = new Set(readdirSync(work))
    run('pnpm', ['pack', '--pack-destination', work], dir)
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz') && !before.has(file))
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`)
    run('pnpm', ['exec', 'attw', join(work, tarball)], dir)
    return join(work, tarball)
  })

  const consumer = join(work, 'consumer')
  mkdirSync(consumer, { recursive: true })
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'h5-package-consumer', private: true }, null, 2))
  for (const file of ['checks.cjs', 'consumer.mjs', 'consumer.cjs']) copyFileSync(join(fixtures, file), join(consumer, file))
  // valtio is the consumer's own, as an app's would be (a peer dependency of @h5/redpacket and @h5/teen).
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, 'valtio@^2'], consumer)
  run('node', ['consumer.mjs'], consumer)
  run('node', ['consumer.cjs'], consumer)
  console.log('\nAll four packages pass publint --strict and attw, install from their tarballs with npm, and load as ESM and CJS.')
} finally {
  rmSync(work, { recursive: true, force: true })
}
