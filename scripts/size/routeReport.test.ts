import { describe, expect, it } from 'vitest'
import { chunkLabel, OVER_BUDGET_HELP, routeReport } from './routeReport.ts'
import type { RouteStartupJs } from './routeStartupJs.ts'

const KB = 1024
const startup = [
  { file: 'assets/index-AAAAAAAA.js', gzip: 2 * KB },
  { file: 'assets/start-BBBBBBBB.js', gzip: 12 * KB },
  { file: 'assets/framework-CCCCCCCC.js', gzip: 80 * KB },
]

function route(path: string, own: Record<string, number>, extra: Partial<RouteStartupJs> = {}): RouteStartupJs {
  const files = [...startup, ...Object.entries(own).map(([file, kb]) => ({ file: `assets/${file}-DDDDDDDD.js`, gzip: kb * KB }))]
  return {
    path,
    servedBy: `${path.slice(1)}/index.html`,
    prerendered: false,
    ready: true,
    files,
    gzip: files.reduce((sum, { gzip }) => sum + gzip, 0),
    notPreloaded: [],
    preloadedForNothing: [],
    loadedForNothing: [],
    ...extra,
  }
}

const manualFiles = { 'vendor-axios': 16, ManualPage: 3, identityState: 2, Modal: 1 }
const routes = [
  route('/oauth/manual', manualFiles),
  route('/oauth/v2/manual', manualFiles),
  route('/redpacket/open', { 'vendor-axios': 16, RedPacketOpenPage: 3 }),
  route('/', { IndexPage: 1 }, { servedBy: 'index.html', prerendered: true }),
  route('/gst', {}, { ready: false, prerendered: true }),
  route('/links/:id', {}, { ready: false, servedBy: 'index.html' }),
]

describe('routeReport', () => {
  it('prints every ready route in the given order (heaviest first) and the planned ones as one line', () => {
    const { text } = routeReport(routes, startup, 130 * KB)
    const lines = text.split('\n')
    expect(lines[0]).toBe('Start-up JS of every route (gzip), heaviest first: 4 ready, 2 planned')
    expect(lines[2]).toMatch(/^\/oauth\/manual\s+oauth\/manual\/index.html\s+no\s+7\s+116\.00 KB\s+130\.00 KB\s+ok$/)
    expect(lines.slice(2, 7).map((line) => line.split(/\s+/)[0])).toEqual(['/oauth/manual', '/oauth/v2/manual', '/redpacket/open', '/', '2'])
    expect(lines[6]).toMatch(/^2 planned routes\s+<path>\/index.html\s+yes\s+3\s+94\.00 KB/)
    expect(text).toContain('start-up, every route: index 2.00 KB, start 12.00 KB, framework 80.00 KB = 94.00 KB')
    expect(text).toContain('/oauth/manual beside start-up: vendor-axios 16.00 KB, ManualPage 3.00 KB, identityState 2.00 KB, Modal 1.00 KB')
  })

  it('passes routes within budget, with no help to print', () => {
    expect(routeReport(routes, startup, 130 * KB)).toMatchObject({ failures: [], help: undefined })
  })

  it('fails a route over budget once for all its addresses, naming its largest files, and says what to do', () => {
    const { failures, help } = routeReport(routes, startup, 115 * KB)
    expect(failures).toEqual([
      '/oauth/manual (and /oauth/v2/manual: the same files): 116.00 KB of start-up JS, 1.00 KB over the 115.00 KB budget. ' +
        'Beside start-up (94.00 KB, every route) it loads vendor-axios 16.00 KB, ManualPage 3.00 KB, identityState 2.00 KB, Modal 1.00 KB',
    ])
    expect(help).toBe(OVER_BUDGET_HELP)
    expect(help).toContain('README "Performance"')
  })

  it('fails a route whose HTML does not preload what it loads, or preloads what it does not', () => {
    const stale = route('/redpacket/open', { RedPacketOpenPage: 3 }, { notPreloaded: ['assets/PacketIcon-EEEEEEEE.js'], preloadedForNothing: ['assets/Old-FFFFFFFF.js'] })
    expect(routeReport([stale], startup, 130 * KB).failures).toEqual([
      'redpacket/open/index.html does not preload assets/PacketIcon-EEEEEEEE.js, which /redpacket/open loads at start-up (apps/web/prerender)',
      'redpacket/open/index.html preloads assets/Old-FFFFFFFF.js, which /redpacket/open does not load (apps/web/prerender)',
    ])
  })
})

describe('a chunk loaded for nothing', () => {
  it('fails the route and says which group to look at', () => {
    const teen = route('/teenager', { data: 4, 'vendor-axios': 16 }, { loadedForNothing: ['assets/vendor-axios-DDDDDDDD.js'] })
    expect(routeReport([teen], startup, 130 * KB).failures).toEqual([
      '/teenager loads assets/vendor-axios-DDDDDDDD.js at start-up, which hold none of the code it runs: a chunk it needs imports them. ' +
        'A group of apps/web/chunkGroups.ts put a module it uses with one that needs them; take that module out of the group',
    ])
  })
})

describe('chunkLabel', () => {
  it('names a chunk file without its folder, content hash and extension', () => {
    expect(chunkLabel('assets/ManualPage-N1pId73y.js')).toBe('ManualPage')
    expect(chunkLabel('assets/vendor-axios-hdHFKUy8.js')).toBe('vendor-axios')
    expect(chunkLabel('assets/src-_8CSU2zu.js')).toBe('src')
  })
})
