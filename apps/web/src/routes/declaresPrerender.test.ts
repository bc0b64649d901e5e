import { describe, expect, it } from 'vitest'
import { declaresPrerender } from './declaresPrerender'
import type { RouteEntry } from './routeTypes'
import { routeTable } from './routeTable'

const page = (overrides: Partial<RouteEntry>): RouteEntry => ({ path: '/x', title: 'X', family: 'x', status: 'planned', ...overrides })
const load = () => Promise.resolve({ default: () => null })

describe('declaresPrerender', () => {
  it('prerenders a planned page unless its line says otherwise', () => {
    expect(declaresPrerender(page({}))).toBe(true)
    expect(declaresPrerender(page({ prerender: false }))).toBe(false)
  })

  it('prerenders a ready page only when its line says so', () => {
    expect(declaresPrerender(page({ status: 'ready', load }))).toBe(false)
    expect(declaresPrerender(page({ status: 'ready', load, prerender: true }))).toBe(true)
  })

  it('does not prerender a parameterised path by default, planned or not', () => {
    expect(declaresPrerender(page({ path: '/links/:id' }))).toBe(false)
  })

  it('keeps the routes that render in the browser only: each shows its visit, reads its query or has form fields', () => {
    const readyInBrowser = routeTable.filter((entry) => entry.status === 'ready' && !declaresPrerender(entry)).map((entry) => entry.path)
    expect(readyInBrowser).toEqual(
      expect.arrayContaining(['/redpacket/noSupport', '/redpacket/send', '/teenager/selectAge', '/teenager/timePwd']),
    )
    expect(declaresPrerender(routeTable.find((entry) => entry.path === '/redpacket/open')!)).toBe(true)
    expect(declaresPrerender(routeTable.find((entry) => entry.path === '/')!)).toBe(true)
  })
})
