import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { measureRoute } from './routeStartupJs.ts'

function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = [], facadeModuleId?: string): Rolldown.OutputChunk {
  return { fileName, imports, dynamicImports, facadeModuleId, moduleIds: facadeModuleId ? [facadeModuleId] : [], isEntry: fileName === 'index.js' } as unknown as Rolldown.OutputChunk
}

function html(scripts: string[]): Rolldown.OutputAsset {
  const [entry, ...preloads] = scripts
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
  return { source: `<head><script type="module" crossorigin src="/${entry}"></script>${links}</head>` } as unknown as Rolldown.OutputAsset
}

const entry = chunk('index.js', [], ['app.js'])
const chunks = new Map(
  [
    entry,
    chunk('app.js', ['framework.js'], ['oauthPages.js']),
    chunk('framework.js'),
    chunk('oauthPages.js', [], ['ManualPage.js', 'DynamicPage.js']),
    chunk('ManualPage.js', ['framework.js', 'identity.js'], ['ManualPhotos.js'], '/app/src/pages/oauth/ManualPage.tsx'),
    chunk('identity.js', ['vendor-axios.js']),
    chunk('vendor-axios.js'),
    chunk('ManualPhotos.js', ['identity.js']),
    chunk('DynamicPage.js', ['framework.js'], [], '/app/src/pages/rule/DynamicPage.tsx'),
  ].map((c) => [c.fileName, c]),
)
const allFiles = ['index.js', 'app.js', 'framework.js', 'oauthPages.js', 'ManualPage.js', 'identity.js', 'vendor-axios.js']
const assets = new Map([
  ['oauth/manual/index.html', html(allFiles)],
  ['index.html', html(['index.js'])],
])
// Every chunk weighs 100 bytes, the framework 1000.
const gzipOf = (c: Rolldown.OutputChunk) => (c.fileName === 'framework.js' ? 1000 : 100)
const bundle = { chunks, assets, entry }

describe('measureRoute', () => {
  it('counts start-up, the page list, the page and what they import statically, not what the page loads later', () => {
    const measured = measureRoute(bundle, { path: '/oauth/manual', pageFile: '/app/src/pages/oauth/ManualPage.tsx', htmlFile: 'oauth/manual/index.html', prerendered: false, loadedForNothing: [] }, gzipOf)
    expect(measured.files.map(({ file }) => file)).toEqual(allFiles)
    expect(measured.gzip).toBe(1600)
    expect(measured).toMatchObject({ path: '/oauth/manual', servedBy: 'oauth/manual/index.html', ready: true, notPreloaded: [], preloadedForNothing: [] })
  })

  it('finds what the route loads that its HTML does not preload, and what the HTML preloads for nothing', () => {
    const stale = new Map([['oauth/manual/index.html', html(['index.js', 'app.js', 'framework.js', 'oauthPages.js', 'ManualPage.js', 'ManualPhotos.js'])]])
    const measured = measureRoute({ ...bundle, assets: stale }, { path: '/oauth/manual', pageFile: '/app/src/pages/oauth/ManualPage.tsx', htmlFile: 'oauth/manual/index.html', prerendered: false, loadedForNothing: [] }, gzipOf)
    expect(measured.notPreloaded).toEqual(['identity.js', 'vendor-axios.js'])
    expect(measured.preloadedForNothing).toEqual(['ManualPhotos.js'])
  })

  it('measures a route with parameters, which index.html answers, as start-up and its page', () => {
    const measured = measureRoute(bundle, { path: '/rule/dynamic/:id?', pageFile: '/app/src/pages/rule/DynamicPage.tsx', prerendered: false, loadedForNothing: [] }, gzipOf)
    expect(measured.servedBy).toBe('index.html')
    expect(measured.files.map(({ file }) => file)).toEqual(['index.js', 'app.js', 'framework.js', 'oauthPages.js', 'DynamicPage.js'])
    expect(measured.notPreloaded).toEqual([])
  })

  it('measures a planned route as start-up only', () => {
    const measured = measureRoute(bundle, { path: '/oauth/manual', htmlFile: 'oauth/manual/index.html', prerendered: true, loadedForNothing: [] }, gzipOf)
    expect(measured.ready).toBe(false)
    expect(measured.files.map(({ file }) => file)).toEqual(['index.js', 'app.js', 'framework.js'])
    expect(measured.preloadedForNothing).toEqual(['oauthPages.js', 'ManualPage.js', 'identity.js', 'vendor-axios.js'])
  })

  it('fails on a page module the build has no chunk for', () => {
    expect(() => measureRoute(bundle, { path: '/x', pageFile: '/app/src/pages/x/XPage.tsx', prerendered: false, loadedForNothing: [] }, gzipOf)).toThrow('XPage.tsx (/x)')
  })
})
