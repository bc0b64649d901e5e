// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The route table is the only place that names page modules (docs/architecture.md, "The layers"): a page
 * imported anywhere else would be bundled outside its lazy chunk, and a module that a page imports would import
 * the page back. ESLint checks the other layer rules (eslint.config.js); this one needs the table's own list.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ROUTE_TABLE = join(SRC, 'routes', 'routeTable.ts')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The files `file` imports by a relative path, static, dynamic or type-only, as TypeScript reads them. */
function relativeImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = resolve(dirname(file), specifier)
      return ['', '.ts', '.tsx'].map((extension) => base + extension).find((path) => existsSync(path) && statSync(path).isFile()) ?? base
    })
}

const pageModules = relativeImports(ROUTE_TABLE).filter((path) => path.startsWith(join(SRC, 'pages') + '/'))
/** A page's own test, beside it, renders it directly. */
const isOwnTest = (file: string, page: string) => /\.test\.tsx?$/.test(file) && dirname(file) === dirname(page)

describe('page modules', () => {
  it('are the ones the route table loads, each pages/<family>/<Name>Page.tsx of its route family', () => {
    expect(pageModules.length).toBeGreaterThan(0)
    // One route a line (routeTable.ts): the line that loads a module names the family it belongs to.
    const loadingLines = readFileSync(ROUTE_TABLE, 'utf8')
      .split('\n')
      .filter((line) => line.includes("import('../pages/"))
    expect(loadingLines).toHaveLength(pageModules.length)
    for (const line of loadingLines) {
      const family = /family: '([^']+)'/.exec(line)?.[1]
      const module = /import\('\.\.\/pages\/([^']+)'\)/.exec(line)?.[1]
      expect(module, line).toMatch(new RegExp(`^${family}/[A-Z][A-Za-z]*Page$`))
    }
  })

  it('are imported by the route table only (a page test may import its own page)', () => {
    const importers = sourceFiles(SRC)
      .filter((file) => file !== ROUTE_TABLE)
      .flatMap((file) =>
        relativeImports(file)
          .filter((path) => pageModules.includes(path) && !isOwnTest(file, path))
          .map((path) => `${relative(SRC, file)} imports ${relative(SRC, path)}`),
      )
    expect(importers).toEqual([])
  })
})
