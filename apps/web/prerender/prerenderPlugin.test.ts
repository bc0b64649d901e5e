import { describe, expect, it } from 'vitest'
import { notPrerenderedBecause } from './prerenderPlugin.ts'
import type { RouteRender } from './renderRoutes.ts'

const rendered = (html: string, overrides: Partial<RouteRender> = {}): RouteRender => ({
  path: '/x',
  title: 'X',
  firstPaint: { status: 200, html },
  addressReads: [],
  ...overrides,
})

describe('notPrerenderedBecause', () => {
  it('prerenders a route whose two visits render the same HTML and read nothing of the address', () => {
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
  ])('does not prerender when %s', (_, plain, probe, reason) => {
    expect(notPrerenderedBecause(plain, probe)).toBe(reason)
  })
})
