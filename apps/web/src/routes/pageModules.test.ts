// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../test/sourceFiles'

/**
 * Page modules are named in one place each: their family's page list, pages/<family>/<family>Pages.ts, which
 * routes/familyPages.ts alone loads (docs/architecture.md, "The layers"). A page imported anywhere else would be
 * bundled outside its lazy chunk, and a module that a page imports would import the page back; a page list
 * imported anywhere else would put every page's loader back into start-up JS. ESLint checks the other layer
 * rules (eslint.config.js); these need the lists.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const FAMILY_PAGES = join(SRC, 'routes', 'familyPages.ts')
const PAGES = join(SRC, 'pages') + '/'

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

const pageLists = relativeImports(FAMILY_PAGES).filter((path) => path.startsWith(PAGES))
const pageModules = [...new Set(pageLists.flatMap((list) => relativeImports(list).filter((path) => path.startsWith(PAGES))))]
const CONTENT = resolve(SRC, '..', 'content')

/** Each line of a page list, `'<route path>': () => import('<specifier>')`, as [route path, specifier]. */
function listEntries(list: string): [string, string][] {
  return [...readFileSync(list, 'utf8').matchAll(/^\s*'([^']+)': \(\) => import\('([^']+)'\),?$/gm)].map((match) => [match[1]!, match[2]!])
}
/** A page's own test, beside it, renders it directly. */
const isOwnTest = (file: string, page: string) => /\.test\.tsx?$/.test(file) && dirname(file) === dirname(page)

describe('page lists', () => {
  it('are pages/<family>/<family>Pages.ts, one per family', () => {
    expect(pageLists.length).toBeGreaterThan(0)
    for (const list of pageLists) expect(relative(PAGES, list)).toMatch(/^([^/]+)\/\1Pages\.ts$/)
  })

  it('load a page module of their own folder for each route, or the page of the document at the route\'s path', () => {
    // A document route (docs/content.md, "A document's page") has no module of its own: its list names the
    // document's page, `content<path>.md?page`, which contentPlugin.ts makes the one content page over it.
    for (const list of pageLists) {
      const entries = listEntries(list)
      expect(entries.length, relative(SRC, list)).toBeGreaterThan(0)
      for (const [path, specifier] of entries) {
        const target = resolve(dirname(list), specifier)
        if (target.startsWith(CONTENT + '/')) expect(relative(CONTENT, target), `${relative(SRC, list)}: ${path}`).toBe(`${path.slice(1)}.md?page`)
        else expect(relative(dirname(list), target), `${relative(SRC, list)}: ${path}`).toMatch(/^[A-Z][A-Za-z]*Page$/)
      }
    }
  })

  it('are imported by routes/familyPages.ts only (and by the tests of their own family, which open its pages by path)', () => {
    const importers = sourceFiles(SRC)
      .filter((file) => file !== FAMILY_PAGES)
      .flatMap((file) =>
        relativeImports(file)
          .filter((path) => pageLists.includes(path) && !isOwnTest(file, path))
          .map((path) => `${relative(SRC, file)} imports ${relative(SRC, path)}`),
      )
    expect(importers).toEqual([])
  })
})

describe('page modules', () => {
  it('are the ones the page lists load, each pages/<family>/<Name>Page.tsx beside its list', () => {
    expect(pageModules.length).toBeGreaterThan(0)
    for (const list of pageLists) {
      for (const page of relativeImports(list).filter((path) => path.startsWith(PAGES))) {
        expect(relative(dirname(list), page), relative(SRC, list)).toMatch(/^[A-Z][A-Za-z]*Page\.tsx$/)
      }
    }
  })

  it('are imported by the page list of their family only (a page test may import its own page)', () => {
    const importers = sourceFiles(SRC)
      .filter((file) => !pageLists.includes(file))
      .flatMap((file) =>
        relativeImports(file)
          .filter((path) => pageModules.includes(path) && !isOwnTest(file, path))
          .map((path) => `${relative(SRC, file)} imports ${relative(SRC, path)}`),
      )
    expect(importers).toEqual([])
  })
})
