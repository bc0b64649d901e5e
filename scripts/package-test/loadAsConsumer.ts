/**
 * The consumer half of the packaging test: a fresh project in `work` installs the tarballs with npm, as another
 * team would, with the packages' peer dependencies as its own (valtio for @h5/request, @h5/redpacket and
 * @h5/teen: an app's `useSnapshot` only tracks proxies of its own valtio copy), then loads every export of every
 * package as ESM and as CommonJS (consumer.mjs, consumer.cjs) and runs the checks written for it (checks.cjs).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { WorkspacePackage } from '../packages/readWorkspacePackages.ts'
import { repoRoot } from '../repoRoot.ts'
import { runCommand } from './runCommand.ts'

const fixtures = join(repoRoot, 'scripts/package-test')

/** The specifiers consumer.mjs and consumer.cjs load, one per export of each package. */
export function consumerSpecifiers(packages: WorkspacePackage[]): string[] {
  return packages.flatMap((pkg) => pkg.entries.map((entry) => entry.specifier))
}

/** `name@range` of every peer dependency the packages do not supply themselves. */
export function consumerPeers(packages: WorkspacePackage[]): string[] {
  const names = new Set(packages.map((pkg) => pkg.name))
  const peers = packages.flatMap((pkg) => Object.entries(pkg.manifest.peerDependencies ?? {}))
  return [...new Set(peers.filter(([name]) => !names.has(name)).map(([name, range]) => `${name}@${range}`))].sort()
}

/** How many operations docs/openapi.yaml defines (its `operationId:` lines). */
export function contractOperationCount(): number {
  return readFileSync(join(repoRoot, 'docs/openapi.yaml'), 'utf8').match(/^\s+operationId:/gm)?.length ?? 0
}

/**
 * Installs `tarballs` (the packed `packages`) into a new project under `work` and loads them both ways.
 *
 * @example
 * ```ts
 * loadAsConsumer(published, published.map((pkg) => packTarball(pkg, work)), work)
 * ```
 */
export function loadAsConsumer(packages: WorkspacePackage[], tarballs: string[], work: string): void {
  const consumer = join(work, 'consumer')
  mkdirSync(consumer, { recursive: true })
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'h5-package-consumer', private: true }, null, 2))
  writeFileSync(join(consumer, 'specifiers.json'), JSON.stringify(consumerSpecifiers(packages)))
  // What checks.cjs compares the packed @h5/api with: every operation of the contract has its ENDPOINTS row.
  writeFileSync(join(consumer, 'contract.json'), JSON.stringify({ operations: contractOperationCount() }))
  for (const file of ['checks.cjs', 'consumer.mjs', 'consumer.cjs']) copyFileSync(join(fixtures, file), join(consumer, file))
  runCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...consumerPeers(packages)], consumer)
  runCommand('node', ['consumer.mjs'], consumer)
  runCommand('node', ['consumer.cjs'], consumer)
}
