import { describe, expect, it } from 'vitest'
import { htmlFileOf, isStaticPath } from './htmlFileOf.ts'

describe('htmlFileOf', () => {
  it('serves / from index.html', () => {
    expect(htmlFileOf('/')).toBe('index.html')
  })

  it('serves any other route from <path>/index.html, which a plain static host finds for /<path>', () => {
    expect(htmlFileOf('/redpacket/open')).toBe('redpacket/open/index.html')
    expect(htmlFileOf('/teenager')).toBe('teenager/index.html')
  })

  it('gives a route that is a prefix of another its own file beside the other’s folder', () => {
    expect(htmlFileOf('/oauth')).toBe('oauth/index.html')
    expect(htmlFileOf('/oauth/manual')).toBe('oauth/manual/index.html')
    expect(htmlFileOf('/oauth/manual/card')).toBe('oauth/manual/card/index.html')
  })

  it('keeps the case of the path: hosts match file names case-sensitively', () => {
    expect(htmlFileOf('/Halloween')).toBe('Halloween/index.html')
    expect(htmlFileOf('/game/julyActivities/howeGift')).toBe('game/julyActivities/howeGift/index.html')
  })

  it('refuses a path with no single file: parameters, a trailing slash, no leading slash', () => {
    expect(() => htmlFileOf('/links/:id')).toThrow('/links/:id')
    expect(() => htmlFileOf('/redpacket/open/')).toThrow('/redpacket/open/')
    expect(() => htmlFileOf('redpacket/open')).toThrow('redpacket/open')
  })
})

describe('isStaticPath', () => {
  it('tells one address from a pattern with parameters, which has no HTML file of its own', () => {
    expect(isStaticPath('/oauth/manual')).toBe(true)
    expect(isStaticPath('/')).toBe(true)
    expect(isStaticPath('/rule/dynamic/:id?')).toBe(false)
    expect(isStaticPath('/links/:id')).toBe(false)
  })
})
