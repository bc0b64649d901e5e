/**
 * The axios the app bundles (@h5/api's), for the tests of the build's axios plugins (axiosWithoutFetchAdapter.ts,
 * axiosWithoutUnusedStatics.ts, axiosWithoutUnusedHelpers.ts): where it is installed, its version, what a build of
 * one of its files holds, and the source files of ours that could use what a plugin leaves out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'

/** The installed axios package's folder. */
export const axiosDir = dirname(createRequire(resolve('packages/api/package.json')).resolve('axios/package.json'))

/** The installed axios's version. */
export const axiosVersion = (JSON.parse(readFileSync(join(axiosDir, 'package.json'), 'utf8')) as { version: string }).version

/** The module ids of a production build whose entry is `input` (a file of axios), with the given plugins. */
export async function bundledModules(input: string, plugins: Plugin[]): Promise<string[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, rolldownOptions: { input } },
  })
  const output = ('output' in result ? result.output : []) as (Rolldown.OutputChunk | Rolldown.OutputAsset)[]
  return output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []))
}

/** A plugin's `resolveId` and `load` hooks, called as the bundler calls them. */
export function hooksOf(plugin: Plugin) {
  return {
    resolveId: (source: string, importer?: string) => (plugin.resolveId as (source: string, importer: string | undefined) => string | null)(source, importer),
    load: (id: string) => (plugin.load as (id: string) => string | null)(id),
  }
}

/** Every .ts and .tsx file of ours under `dir`: tests, their folders, builds and node_modules left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'dist' || name === '__tests__') return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : []
  })
}
