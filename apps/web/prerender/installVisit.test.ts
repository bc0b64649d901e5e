import { afterEach, describe, expect, it } from 'vitest'
import { installVisit, type InstalledVisit } from './installVisit.ts'
import { PLAIN_VISIT, PROBE_VISIT } from './visits.ts'

const ORIGIN = 'https://h5.prerender.invalid'
let installed: InstalledVisit | undefined

afterEach(() => {
  installed?.restore()
  installed = undefined
})

describe('installVisit', () => {
  it('gives the app a browser-like window for the visit, and takes it away again', () => {
    installed = installVisit(PROBE_VISIT, ORIGIN)
    installed.setPath('/teenager')
    expect(window.location.pathname).toBe('/teenager')
    expect(navigator.userAgent).toContain('pid/987654')
    expect(localStorage.getItem('anything')).toBe('prerender-probe')
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true)
    installed.restore()
    installed = undefined
    expect('window' in globalThis).toBe(false)
    expect('localStorage' in globalThis).toBe(false)
  })

  it('records reads of the query string, the hash, the href and any query parameter, but not the path', async () => {
    installed = installVisit(PLAIN_VISIT, ORIGIN)
    installed.setPath('/redpacket/open')
    const { value, addressReads } = await installed.observe(async () => {
      const path = window.location.pathname
      new URLSearchParams(window.location.search).get('redpacketID')
      return path
    })
    expect(value).toBe('/redpacket/open')
    expect(addressReads).toEqual(['location.search', 'query parameter redpacketID'])
  })

  it('records a parameter read through getAll and has too, and reads nothing outside observe', async () => {
    installed = installVisit(PLAIN_VISIT, ORIGIN)
    const { addressReads } = await installed.observe(async () => {
      const params = new URL('https://x.invalid/a?index').searchParams
      return [params.getAll('index'), params.has('channel')]
    })
    expect(addressReads).toEqual(['query parameter index', 'query parameter channel'])
    expect(new URLSearchParams('a=1').get('a')).toBe('1')
  })

  it('runs the render on the visit’s clock and gives the real one back', async () => {
    installed = installVisit(PROBE_VISIT, ORIGIN)
    const { value } = await installed.observe(async () => [Date.now(), new Date().getTime(), new Date(0).getTime()])
    expect(value).toEqual([PROBE_VISIT.now, PROBE_VISIT.now, 0])
    expect(Math.abs(Date.now() - PROBE_VISIT.now)).toBeGreaterThan(1000)
  })
})
