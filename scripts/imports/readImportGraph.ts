/**
 * The import graph of the repository's TypeScript: every `.ts` / `.tsx` file under the given folders and, for
 * each, the files of those folders it imports. Every kind of import counts: static, type-only (`import type`,
 * `export type … from`), dynamic `import('…')` and `typeof import('…')`. A type-only import is erased from the
 * bundle, but it still ties the two modules together: a cycle through one is a cycle a reader has to untangle,
 * and one refactor away from a runtime cycle (docs/architecture.md, "How the rules are checked").
 *
 * Read with the TypeScript scanner (`ts.preProcessFile`, no type-checking) and resolved as the compiler resolves
 * (`ts.resolveModuleName` with tsconfig.base.json's options, so `@h5/api` is packages/api/src/index.ts). Imports
 * that leave the folders (npm packages, CSS, Markdown) are not edges.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** One import of a file: where it is written and the file it resolves to. */
export interface ImportEdge {
  /** The file imported, relative to the root, with `/`. */
  to: string
  /** The specifier as written (`'./familyPages'`). */
  specifier: string
  /** The 1-based line of the import in the importing file. */
  line: number
}

/** Each file (relative to the root, with `/`) and its imports of other files in the graph. */
export type ImportGraph = ReadonlyMap<string, readonly ImportEdge[]>

/** Folders never read: installed, built or generated files. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-eager', 'test-results', '.turbo', 'public'])

function listSourceFiles(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...listSourceFiles(join(dir, entry.name)))
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(join(dir, entry.name))
    }
  }
  return files
}

function readCompilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const { config, error } = ts.readConfigFile(tsconfigPath, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  return ts.parseJsonConfigFileContent(config, ts.sys, resolve(tsconfigPath, '..'), undefined, tsconfigPath).options
}

const toSlashes = (path: string) => path.split('\\').join('/')

/**
 * Reads the import graph of the `.ts` / `.tsx` files under `dirs` (relative to `root`; a folder that does not
 * exist holds none), resolving imports with the compiler options of `tsconfig` (relative to `root`).
 *
 * @example
 * readImportGraph(repoRoot, ['apps/web/src', 'packages'], 'tsconfig.base.json')
 * // Map { 'apps/web/src/routes/routeTable.ts' => [{ to: 'apps/web/src/routes/routeTypes.ts', specifier: './routeTypes', line: 1 }, …], … }
 */
export function readImportGraph(root: string, dirs: readonly string[], tsconfig: string): ImportGraph {
  const options = readCompilerOptions(resolve(root, tsconfig))
  const cache = ts.createModuleResolutionCache(root, (name) => name, options)
  const files = dirs.map((dir) => resolve(root, dir)).filter((dir) => existsSync(dir)).flatMap(listSourceFiles)
  const inGraph = new Set(files)
  const graph = new Map<string, ImportEdge[]>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const edges: ImportEdge[] = []
    for (const imported of ts.preProcessFile(text, true, false).importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, file, options, ts.sys, cache).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport || !inGraph.has(resolve(resolved.resolvedFileName))) continue
      const line = text.slice(0, imported.pos).split('\n').length
      edges.push({ to: toSlashes(relative(root, resolved.resolvedFileName)), specifier: imported.fileName, line })
    }
    graph.set(toSlashes(relative(root, file)), edges)
  }
  return graph
}
