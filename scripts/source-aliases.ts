/**
 * Aliases from each `@h5/*` import to its package *source*, so the app, the unit tests and the type checker
 * never wait on a package build (README "Layout"). They come from the packages' own package.json `exports`
 * (scripts/packages/readWorkspacePackages.ts), the same entries tsconfig.base.json `paths` is checked against
 * (scripts/packages/tsconfigPaths.test.ts), so Vite and Vitest resolve exactly what TypeScript resolves.
 */
import { readWorkspacePackages, type WorkspacePackage } from './packages/readWorkspacePackages.ts'
import { repoRoot } from './repoRoot.ts'

/** One exact-match alias (Vite's `resolve.alias` form) from a package specifier to its source file. */
export interface SourceAlias {
  find: RegExp
  replacement: string
}

/**
 * The aliases for the given packages, longest specifiers first, so `@h5/bridge/testing` is matched before
 * `@h5/bridge`.
 *
 * @example
 * ```ts
 * sourceAliasesFor(readWorkspacePackages(repoRoot)) // [{ find: /^@h5\/bridge\/testing$/, replacement: '…/src/testing.ts' }, …]
 * ```
 */
export function sourceAliasesFor(packages: WorkspacePackage[]): SourceAlias[] {
  return packages
    .flatMap((pkg) => pkg.entries)
    .sort((a, b) => b.specifier.length - a.specifier.length)
    .map(({ specifier, source }) => ({
      find: new RegExp(`^${specifier.replace(/[/.]/g, '\\$&')}$`),
      replacement: source,
    }))
}

/** The aliases for every package under packages/. */
export const sourceAliases = sourceAliasesFor(readWorkspacePackages(repoRoot))
