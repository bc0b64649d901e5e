/**
 * Aliases from each `@h5/*` import to its package *source*, so the app, the unit tests and the type checker
 * never wait on a package build (DESIGN §1). The one list lives in tsconfig.base.json `paths`; this reads it
 * so Vite and Vitest resolve exactly what TypeScript resolves.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

interface TsconfigWithPaths {
  compilerOptions: { paths: Record<string, string[]> }
}

const { paths } = (JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')) as TsconfigWithPaths)
  .compilerOptions

/** Longest specifiers first, so `@h5/bridge/testing` is matched before `@h5/bridge`. */
export const sourceAliases = Object.entries(paths)
  .sort(([a], [b]) => b.length - a.length)
  .map(([find, [target]]) => ({
    find: new RegExp(`^${find.replace(/[/.]/g, '\\$&')}$`),
    replacement: resolve(root, target!),
  }))
