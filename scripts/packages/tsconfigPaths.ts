/**
 * What tsconfig.base.json `paths` must hold for the packages under packages/. TypeScript cannot compute its
 * paths, so the file keeps them and scripts/packages/tsconfigPaths.test.ts fails when they are stale.
 *
 * One wildcard covers every package's main entry, so a package that exports only `.` needs no line. TypeScript
 * allows one `*` per mapping and a subpath's source sits under `src/` (`@h5/bridge/testing` is
 * `packages/bridge/src/testing.ts`), so each subpath export gets its own line.
 */
import { relative } from 'node:path'
import { SCOPE, type WorkspacePackage } from './readWorkspacePackages.ts'

/** The wildcard that maps `@h5/<folder>` to `packages/<folder>/src/index.ts`. */
export const MAIN_ENTRY_PATHS: Record<string, string[]> = { [`${SCOPE}/*`]: ['./packages/*/src/index.ts'] }

/**
 * The `paths` tsconfig.base.json must hold: the wildcard, then every subpath export in package order.
 *
 * @example
 * ```ts
 * tsconfigPaths(readWorkspacePackages(root), root)
 * // { '@h5/*': ['./packages/*\/src/index.ts'], '@h5/bridge/testing': ['./packages/bridge/src/testing.ts'] }
 * ```
 */
export function tsconfigPaths(packages: WorkspacePackage[], root: string): Record<string, string[]> {
  const paths: Record<string, string[]> = { ...MAIN_ENTRY_PATHS }
  for (const pkg of packages) {
    for (const entry of pkg.entries.slice(1)) {
      paths[entry.specifier] = [`./${relative(root, entry.source).split('\\').join('/')}`]
    }
  }
  return paths
}
