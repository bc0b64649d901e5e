/**
 * The one list of packages: every folder under packages/ with a package.json. The source aliases, the Vitest
 * projects, the size budgets and the packaging test all read it, so adding a package is adding a folder
 * (docs/architecture.md, "Adding a package").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The Vitest environments a package's unit tests may ask for. */
export const TEST_ENVIRONMENTS = ['node', 'jsdom'] as const

export type TestEnvironment = (typeof TEST_ENVIRONMENTS)[number]

/**
 * The optional `"h5"` field of a package's package.json: the settings this repo's tools read, kept in the
 * package's own folder so no list outside it names the package.
 *
 * @example
 * ```json
 * { "name": "@h5/bridge", "h5": { "sizeBudgetKB": 3.5, "testEnvironment": "jsdom" } }
 * ```
 */
export interface PackageSettings {
  /** Budget for the ESM entry, minified and gzipped, dependencies left out (`pnpm size`). Published packages must have one. */
  sizeBudgetKB?: number
  /** The Vitest environment of the package's unit tests; `node` when absent. */
  testEnvironment?: TestEnvironment
}

/** One import specifier of a package and the source file the app, the tests and TypeScript read for it. */
export interface SourceEntry {
  /** `@h5/bridge` or `@h5/bridge/testing`. */
  specifier: string
  /** Absolute path of its source: `src/index.ts` for `.`, `src/<name>.ts` for `./<name>`. */
  source: string
}

/** A package of packages/, as its package.json describes it. */
export interface WorkspacePackage {
  /** The folder's name: `bridge`. Also the package's Vitest project name. */
  folder: string
  /** Absolute path of the folder. */
  dir: string
  /** `@h5/<folder>`. */
  name: string
  /** Not `"private": true`: packed, installed and loaded by `pnpm test:packages`, measured by `pnpm size`. */
  published: boolean
  /** Every subpath of `exports` but `./package.json`, `.` first. */
  entries: SourceEntry[]
  settings: PackageSettings
  /** The package.json itself, for the fields the tools read (exports, dependencies, peerDependencies). */
  manifest: PackageManifest
}

export interface PackageManifest {
  name?: string
  private?: boolean
  exports?: Record<string, unknown>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  h5?: Record<string, unknown>
}

/** The npm scope every package shares; the tsconfig wildcard `@h5/*` depends on it. */
export const SCOPE = '@h5'

const SETTINGS_KEYS = new Set(['sizeBudgetKB', 'testEnvironment'])

function readSettings(folder: string, h5: Record<string, unknown> | undefined): PackageSettings {
  const settings: PackageSettings = {}
  for (const key of Object.keys(h5 ?? {})) {
    // A misspelt key would silently drop a budget; fail instead.
    if (!SETTINGS_KEYS.has(key)) throw new Error(`packages/${folder}/package.json: unknown "h5" setting "${key}"`)
  }
  if (h5?.sizeBudgetKB !== undefined) {
    if (typeof h5.sizeBudgetKB !== 'number' || !(h5.sizeBudgetKB > 0)) {
      throw new Error(`packages/${folder}/package.json: "h5.sizeBudgetKB" must be a positive number`)
    }
    settings.sizeBudgetKB = h5.sizeBudgetKB
  }
  if (h5?.testEnvironment !== undefined) {
    if (!TEST_ENVIRONMENTS.includes(h5.testEnvironment as TestEnvironment)) {
      throw new Error(`packages/${folder}/package.json: "h5.testEnvironment" must be one of ${TEST_ENVIRONMENTS.join(', ')}`)
    }
    settings.testEnvironment = h5.testEnvironment as TestEnvironment
  }
  return settings
}

function readEntries(folder: string, dir: string, name: string, exports: Record<string, unknown> | undefined): SourceEntry[] {
  const subpaths = Object.keys(exports ?? {}).filter((subpath) => subpath !== './package.json')
  if (!subpaths.includes('.')) throw new Error(`packages/${folder}/package.json: "exports" has no "." entry`)
  return ['.', ...subpaths.filter((subpath) => subpath !== '.')].map((subpath) => {
    const base = subpath === '.' ? 'index' : subpath.slice(2)
    const source = join(dir, 'src', `${base}.ts`)
    // The convention tsconfig.base.json `paths` and scripts/tsup-config.ts entries rely on.
    if (!existsSync(source)) throw new Error(`packages/${folder}: export "${subpath}" has no source file src/${base}.ts`)
    return { specifier: subpath === '.' ? name : `${name}/${base}`, source }
  })
}

/**
 * Reads every package under `<root>/packages`, sorted by folder name.
 *
 * @example
 * ```ts
 * const published = readWorkspacePackages(repoRoot).filter((pkg) => pkg.published)
 * ```
 */
export function readWorkspacePackages(root: string): WorkspacePackage[] {
  const packagesDir = resolve(root, 'packages')
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort()
    .map((folder) => {
      const dir = join(packagesDir, folder)
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest
      const name = `${SCOPE}/${folder}`
      // The tsconfig wildcard maps @h5/<x> to packages/<x>/src/index.ts: the name must follow the folder.
      if (manifest.name !== name) throw new Error(`packages/${folder}/package.json: "name" must be "${name}", found "${manifest.name}"`)
      return {
        folder,
        dir,
        name,
        published: manifest.private !== true,
        entries: readEntries(folder, dir, name, manifest.exports),
        settings: readSettings(folder, manifest.h5),
        manifest,
      }
    })
}
