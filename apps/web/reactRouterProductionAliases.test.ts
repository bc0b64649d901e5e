import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { reactRouterProductionAliases } from './reactRouterProductionAliases.ts'

describe('reactRouterProductionAliases', () => {
  const aliases = reactRouterProductionAliases()
  const target = (specifier: string) => {
    const alias = aliases.find(({ find }) => (find instanceof RegExp ? find.test(specifier) : find === specifier))
    return alias?.replacement
  }

  it('points react-router and react-router/dom at the production build, and nothing else', () => {
    expect(target('react-router')).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/)
    expect(target('react-router/dom')).toMatch(/react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/)
    expect(target('react-router-dom')).toBeUndefined()
    expect(target('react-router/internal')).toBeUndefined()
  })

  it('picks files that exist and share their chunks, so one router is bundled, not two', () => {
    for (const file of [target('react-router')!, target('react-router/dom')!]) {
      expect(existsSync(file), file).toBe(true)
      for (const [, chunk] of readFileSync(file, 'utf8').matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)) {
        expect(existsSync(join(dirname(file), chunk!)), chunk).toBe(true)
      }
    }
  })
})
