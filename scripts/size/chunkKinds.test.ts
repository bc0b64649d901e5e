import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { APP_CHUNK } from '../../apps/web/chunkGroups.ts'
import { BUDGETS, KB } from '../budgets.ts'
import { CHUNK_KINDS, chunkBudgetOf, chunkKindOf, OVER_BUDGET_ADVICE } from './chunkKinds.ts'

function chunk(name: string, options: { isEntry?: boolean; isDynamicEntry?: boolean; facadeModuleId?: string } = {}): Rolldown.OutputChunk {
  return { name, fileName: `assets/${name}.js`, isEntry: false, isDynamicEntry: false, ...options } as unknown as Rolldown.OutputChunk
}

const pagesDir = '/app/src/pages'
const contentDir = '/app/content'
const entry = chunk('index', { isEntry: true })
const app = chunk(APP_CHUNK, { isDynamicEntry: true, facadeModuleId: '/app/src/start.tsx' })
const framework = chunk('framework')
const runtime = chunk('rolldown-runtime')
const startup = [entry, app, framework, runtime]

describe('chunkKindOf', () => {
  it('tells the start-up chunks apart: the entry, the app shell, the framework, the rest', () => {
    expect([entry, app, framework, runtime].map((c) => chunkKindOf(c, startup, pagesDir, contentDir))).toEqual(['entry', 'app', 'framework', 'start-up'])
  })

  it('sorts the other chunks into vendor, shared, page and lazy', () => {
    expect(chunkKindOf(chunk('vendor-axios'), startup, pagesDir, contentDir)).toBe('vendor')
    expect(chunkKindOf(chunk('RechargeScreen'), startup, pagesDir, contentDir)).toBe('shared')
    expect(chunkKindOf(chunk('ManualPage', { isDynamicEntry: true, facadeModuleId: '/app/src/pages/oauth/ManualPage.tsx' }), startup, pagesDir, contentDir)).toBe('page')
    expect(chunkKindOf(chunk('oauthPages', { isDynamicEntry: true, facadeModuleId: '/app/src/pages/oauth/oauthPages.ts' }), startup, pagesDir, contentDir)).toBe('page')
    expect(chunkKindOf(chunk('privacy', { isDynamicEntry: true, facadeModuleId: '/app/content/agreement/privacy.md?page' }), startup, pagesDir, contentDir)).toBe('page')
    expect(chunkKindOf(chunk('privacy', { isDynamicEntry: true, facadeModuleId: '/app/content/agreement/privacy.md' }), startup, pagesDir, contentDir)).toBe('lazy')
    expect(chunkKindOf(chunk('sentryClient', { isDynamicEntry: true, facadeModuleId: '/app/src/platform/sentryClient.ts' }), startup, pagesDir, contentDir)).toBe('lazy')
  })
})

describe('chunkBudgetOf', () => {
  it('gives every kind but vendor a budget, with advice for when it is over', () => {
    for (const kind of CHUNK_KINDS.filter((k) => k !== 'vendor')) {
      expect(chunkBudgetOf(kind), kind).toBeGreaterThan(0)
      expect(OVER_BUDGET_ADVICE[kind], kind).not.toBe('')
    }
    expect(chunkBudgetOf('vendor')).toBeUndefined()
  })

  it('holds a shared chunk to what a page chunk has', () => {
    expect(chunkBudgetOf('shared')).toBe(BUDGETS.chunks.page)
    expect(chunkBudgetOf('shared')).toBe(10 * KB)
  })
})
