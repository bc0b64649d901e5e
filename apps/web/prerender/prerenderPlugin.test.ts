import { describe, expect, it } from 'vitest'
import { notPrerenderedBecause, prerenderFailure } from './prerenderPlugin.ts'
import type { RouteRender } from './renderRoutes.ts'

const rendered = (html: string, overrides: Partial<RouteRender> = {}): RouteRender => ({
  path: '/x',
  title: 'X',
  prerender: true,
  firstPaint: { status: 200, html },
  addressReads: [],
  ...overrides,
})

describe('notPrerenderedBecause', () => {
  it('passes a route whose two visits render the same HTML and read nothing of the address', () => {
    expect(notPrerenderedBecause(rendered('<h1>X</h1>'), rendered('<h1>X</h1>'))).toBeNull()
  })

  it.each([
    ['the render threw', rendered('', { error: 'ReferenceError: x is not defined\n at y' }), rendered('<h1>X</h1>'), 'its render threw: ReferenceError: x is not defined'],
    ['the probe render threw', rendered('<h1>X</h1>'), rendered('', { error: 'TypeError: no' }), 'its render threw in the probe visit: TypeError: no'],
    ['a query parameter was read', rendered('<h1>X</h1>', { addressReads: ['query parameter redpacketID'] }), rendered('<h1>X</h1>'), 'it reads query parameter redpacketID'],
    ['the hash was read in the probe', rendered('<h1>X</h1>'), rendered('<h1>X</h1>', { addressReads: ['location.hash'] }), 'it reads location.hash'],
    ['the validity check failed', rendered('<h1>404</h1>', { firstPaint: { status: 404, html: '' } }), rendered('<h1>404</h1>'), 'it answers 404'],
    ['the visits render differently', rendered('<p>Android</p>'), rendered('<p>iPhone</p>'), 'its first paint differs between visits (user agent, storage or clock)'],
    ['the page has a form field', rendered('<label>密码<input inputmode="numeric"></label>'), rendered('<label>密码<input inputmode="numeric"></label>'), 'its first paint has form fields'],
  ])('fails a route when %s', (_, plain, probe, reason) => {
    expect(notPrerenderedBecause(plain, probe)).toBe(reason)
  })
})

describe('prerenderFailure', () => {
  it('fails the build on a declared route that cannot be prerendered, naming the route, the reason and the fix', () => {
    const form = rendered('<label>金额<input></label>', { path: '/redpacket/send' })
    expect(prerenderFailure(form, form)).toBe(
      '/redpacket/send is declared prerendered (src/routes/routeTable.ts) but cannot be: its first paint has form fields; ' +
        'make its first paint the same for every visit, or set `prerender: false` on its line',
    )
  })

  it('passes a declared route whose renders pass every check', () => {
    expect(prerenderFailure(rendered('<h1>X</h1>'), rendered('<h1>X</h1>'))).toBeNull()
  })

  it('does not check a route that is not declared: it was not rendered and renders in the browser', () => {
    const notRendered = rendered('', { prerender: false, firstPaint: undefined })
    expect(prerenderFailure(notRendered, undefined)).toBeNull()
  })
})
