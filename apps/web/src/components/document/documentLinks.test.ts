// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../../test/sourceFiles'
import { AGREEMENT_LINKS, RULES_INDEX_LINK, WALLET_RULE_LINKS } from './documentLinks'

/**
 * documentLinks.ts is the one source of the addresses other families link to (docs/content.md, "For other
 * families"): a page that writes `/rules/redtocash` itself keeps linking there after the rule moves. The route
 * table, its titles and the page lists name the routes themselves; tests and the dev pages may use addresses as
 * data.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const LINKS = [...Object.values(AGREEMENT_LINKS), ...Object.values(WALLET_RULE_LINKS), RULES_INDEX_LINK]
const EXEMPT = [/^components\/document\/documentLinks\.ts$/, /^routes\/routeTable\.ts$/, /^routes\/routeTitles\.ts$/, /^pages\/([^/]+)\/\1Pages\.ts$/, /\.test\.tsx?$/, /^dev\//, /^test\//]

/** The text of every string literal and template head in `file` (comments are not literals). */
function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) found.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Whether `text` is one of the links, alone or with a section (`#…`) or a query. */
const isDocumentLink = (text: string) => LINKS.some((link) => text === link || text.startsWith(`${link}#`) || text.startsWith(`${link}?`))

describe('document links', () => {
  it('are written in documentLinks.ts only', () => {
    const written = sourceFiles(SRC)
      .map((file) => relative(SRC, file).split('\\').join('/'))
      .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)))
      .flatMap((file) => stringLiterals(join(SRC, file)).filter(isDocumentLink).map((text) => `${file}: '${text}'`))
    expect(written).toEqual([])
  })

  it('finds a link written by hand in JSX or code, with its section, and not in a comment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'document-links-'))
    const file = join(dir, 'Planted.tsx')
    writeFileSync(file, "// '/rules/redtocash'\nexport const A = () => <a href=\"/agreement/user#violations\">协议</a>\nexport const b = `/rules/redtoblue?from=${1}`\n")
    try {
      expect(stringLiterals(file).filter(isDocumentLink)).toEqual(['/agreement/user#violations', '/rules/redtoblue?from='])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(isDocumentLink('/rules/redtocashx')).toBe(false)
  })
})
