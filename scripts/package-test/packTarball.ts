/**
 * One published package as `pnpm publish` would ship it: `publint --strict` on its folder, `pnpm pack` (workspace
 * ranges rewritten, as publishing does), then `attw` on that tarball (what `attw --pack` checks, on the tarball
 * we would really publish). Needs the package built.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { WorkspacePackage } from '../packages/readWorkspacePackages.ts'
import { runCommand } from './runCommand.ts'

/**
 * Checks and packs `pkg` into `destination`; returns the tarball's path.
 *
 * @example
 * ```ts
 * const tarball = packTarball(bridgePackage, mkdtempSync(join(tmpdir(), 'pack-')))
 * ```
 */
export function packTarball(pkg: WorkspacePackage, destination: string): string {
  runCommand('pnpm', ['exec', 'publint', '--strict'], pkg.dir)
  const before = new Set(readdirSync(destination))
  runCommand('pnpm', ['pack', '--pack-destination', destination], pkg.dir)
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz') && !before.has(file))
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${pkg.name}`)
  runCommand('pnpm', ['exec', 'attw', join(destination, tarball)], pkg.dir)
  return join(destination, tarball)
}
