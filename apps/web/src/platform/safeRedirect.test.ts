import { describe, expect, it } from 'vitest'
import { routeTable } from '../routes/routeTable'
import { DEFAULT_REDIRECT, safeRedirect, sameSitePath } from './safeRedirect'

const ORIGIN = 'https://h5.example.com'

describe('safeRedirect', () => {
  it('keeps a path of the route table, with its query and hash', () => {
    expect(safeRedirect('/oauth/phone/nav', ORIGIN, routeTable)).toBe('/oauth/phone/nav')
    expect(safeRedirect('/redpacket/open?redpacketID=rp_1#top', ORIGIN, routeTable)).toBe('/redpacket/open?redpacketID=rp_1#top')
    expect(safeRedirect('/links/abc123', ORIGIN, routeTable)).toBe('/links/abc123')
  })

  it('refuses anything that could leave the site or is not a page', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/oauth',
      '//evil.example/oauth',
      '/\\evil.example/oauth',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '/no/such/page',
      '/login',
      '/login?redirect=https://evil.example',
      'oauth',
    ]) {
      expect(safeRedirect(value, ORIGIN, routeTable), String(value)).toBe(DEFAULT_REDIRECT)
    }
  })
})

describe('sameSitePath', () => {
  it('answers a known path as is and null for anything else', () => {
    expect(sameSitePath('/wxcash?from=share', ORIGIN, routeTable)).toBe('/wxcash?from=share')
    expect(sameSitePath('//evil.example/wxcash', ORIGIN, routeTable)).toBeNull()
    expect(sameSitePath(null, ORIGIN, routeTable)).toBeNull()
    expect(sameSitePath('/no/such/page', ORIGIN, routeTable)).toBeNull()
  })
})
