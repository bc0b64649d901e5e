/**
 * `pnpm test:packages` (part of `pnpm test`): every published package of packages/ (every one without
 * `"private": true`, scripts/packages/readWorkspacePackages.ts) as a consumer gets it (README
 * "Releasing the packages"). Each is checked and packed (package-test/packTarball.ts); then a fresh project
 * installs all the tarballs with npm and loads every export as ESM and as CommonJS (package-test/loadAsConsumer.ts).
 * Needs the packages built (the root script does it) and the npm registry for their dependencies (axios, valtio).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadAsConsumer } from './package-test/loadAsConsumer.ts'
import { packTarball } from './package-test/packTarball.ts'
import { readWorkspacePackages } from './packages/readWorkspacePackages.ts'
import { repoRoot } from './repoRoot.ts'

const published = readWorkspacePackages(repoRoot).filter((pkg) => pkg.published)
const work = mkdtempSync(join(tmpdir(), 'h5-package-test-'))
try {
  const tarballs = published.map((pkg) => packTarball(pkg, work))
  loadAsConsumer(published, tarballs, work)
  const names = published.map((pkg) => pkg.name).join(', ')
  console.log(`\n${names} pass publint --strict and attw, install from their tarballs with npm, and load as ESM and CJS.`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
