import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { reactRouterProductionAliases } from './reactRouterProductionAliases.ts'

/** The react-router the aliases point into: react-router-dom's, as reactRouterProductionAliases.ts resolves it. */
const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'))
const reactRouterPackage = JSON.parse(readFileSync(fromRouterDom.resolve('react-router/package.json'), 'utf8')) as {
  version: string
  exports: Record<string, { import: { default: string } }>
}

/**
 * The react-router versions whose dist layout the aliases were checked against. An upgrade outside them fails
 * the first test below on purpose: check dist/production and the `exports` map, then widen this.
 */
const VERIFIED_REACT_ROUTER = /^7\.18\.\d+$/
const UPGRADE_HINT =
  'apps/web/reactRouterProductionAliases.ts relies on react-router\'s dist layout: check that dist/production ' +
  'still mirrors dist/development (same entry files, same exports), then update the aliases or remove them from vite.config.ts'

/** The names an ESM entry of react-router exports (its one `export { … }` block). */
function exportedNames(file: string): string[] {
  const [, block = ''] = /export \{([^}]*)\};?\s*$/.exec(readFileSync(file, 'utf8')) ?? []
  return block.split(',').map((name) => name.trim()).filter(Boolean).sort()
}

describe('reactRouterProductionAliases', () => {
  const aliases = reactRouterProductionAliases()
  const target = (specifier: string) => {
    const alias = aliases.find(({ find }) => (find instanceof RegExp ? find.test(specifier) : find === specifier))
    return alias?.replacement
  }

  it('is checked against the react-router that is installed', () => {
    expect(
      reactRouterPackage.version,
      `react-router ${reactRouterPackage.version} is installed; the production aliases were checked against ${VERIFIED_REACT_ROUTER.source}. ${UPGRADE_HINT}, and update VERIFIED_REACT_ROUTER in this test.`,
    ).toMatch(VERIFIED_REACT_ROUTER)
  })

  it('is still needed: react-router’s exports map sends bundlers to dist/development', () => {
    for (const entry of ['.', './dom']) {
      expect(
        reactRouterPackage.exports[entry]?.import.default,
        `react-router's exports["${entry}"] no longer points at dist/development: if it now picks the production build by itself (remix-run/react-router#12532), remove reactRouterProductionAliases from vite.config.ts; otherwise ${UPGRADE_HINT}.`,
      ).toMatch(/^\.\/dist\/development\//)
    }
  })

  it('points react-router and react-router/dom at the production build, and nothing else', () => {
    expect(target('react-router')).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/)
    expect(target('react-router/dom')).toMatch(/react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/)
    expect(target('react-router-dom')).toBeUndefined()
    expect(target('react-router/internal')).toBeUndefined()
  })

  it('picks files that exist and share their chunks, so one router is bundled, not two', () => {
    for (const file of [target('react-router')!, target('react-router/dom')!]) {
      expect(existsSync(file), `${file} is missing. ${UPGRADE_HINT}.`).toBe(true)
      const development = file.replace(/([\\/])production([\\/])/, '$1development$2')
      expect(exportedNames(file), `${file} exports other names than its development twin. ${UPGRADE_HINT}.`).toEqual(exportedNames(development))
      expect(exportedNames(file).length, `no exports read from ${file}`).toBeGreaterThan(0)
      for (const [, chunk] of readFileSync(file, 'utf8').matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)) {
        expect(existsSync(join(dirname(file), chunk!)), `${chunk} (imported by ${file}) is missing. ${UPGRADE_HINT}.`).toBe(true)
      }
    }
  })
})
