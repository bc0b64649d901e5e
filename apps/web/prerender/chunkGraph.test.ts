import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { chunkOfModule, chunksLoadedForNothing, cssOf, dynamicImportPath, routeStartupChunks, startupChunks, staticClosure } from './chunkGraph.ts'

function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = [], css: string[] = []): Rolldown.OutputChunk {
  return { fileName, imports, dynamicImports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } } as unknown as Rolldown.OutputChunk
}

const entry = chunk('index.js', ['runtime.js'], ['start.js'], ['index.css'])
const chunks = new Map(
  [
    entry,
    chunk('runtime.js'),
    chunk('start.js', ['framework.js', 'runtime.js'], ['HomePage.js'], ['start.css']),
    chunk('framework.js', ['runtime.js']),
    chunk('HomePage.js', ['framework.js', 'PageHeader.js'], [], ['HomePage.css']),
    chunk('PageHeader.js', [], [], ['PageHeader.css']),
  ].map((c) => [c.fileName, c]),
)
const names = (list: Rolldown.OutputChunk[]) => list.map((c) => c.fileName)

describe('staticClosure', () => {
  it('follows static imports transitively, each chunk once, never dynamic imports', () => {
    expect(names(staticClosure(chunks, [chunks.get('HomePage.js')!]))).toEqual(['HomePage.js', 'framework.js', 'runtime.js', 'PageHeader.js'])
    expect(names(staticClosure(chunks, [entry]))).toEqual(['index.js', 'runtime.js'])
  })
})

describe('startupChunks', () => {
  it('is the entry and the app it loads, with their imports, but no page', () => {
    expect(names(startupChunks(chunks, entry))).toEqual(['index.js', 'runtime.js', 'start.js', 'framework.js'])
  })
})

describe('cssOf', () => {
  it('lists the CSS of the chunks in order, each once', () => {
    expect(cssOf(staticClosure(chunks, [...startupChunks(chunks, entry), chunks.get('HomePage.js')!]))).toEqual([
      'index.css',
      'start.css',
      'HomePage.css',
      'PageHeader.css',
    ])
  })
})

describe('dynamicImportPath', () => {
  const split = new Map(
    [
      entry,
      chunk('runtime.js'),
      chunk('start.js', ['framework.js'], ['redpacketPages.js', 'oauthPages.js']),
      chunk('framework.js'),
      chunk('redpacketPages.js', [], ['OpenPage.js', 'SendPage.js']),
      chunk('oauthPages.js', [], ['ManualPage.js']),
      chunk('OpenPage.js', ['framework.js'], ['OpenRecordsSheet.js']),
      chunk('SendPage.js'),
      chunk('ManualPage.js'),
      chunk('OpenRecordsSheet.js'),
    ].map((c) => [c.fileName, c]),
  )
  const startup = startupChunks(split, entry)

  it("is the chunks between start-up and a page: its family's page list", () => {
    expect(names(dynamicImportPath(split, startup, split.get('OpenPage.js')!))).toEqual(['redpacketPages.js'])
    expect(names(dynamicImportPath(split, startup, split.get('ManualPage.js')!))).toEqual(['oauthPages.js'])
  })

  it('lists every chunk of a longer chain in load order', () => {
    expect(names(dynamicImportPath(split, startup, split.get('OpenRecordsSheet.js')!))).toEqual(['redpacketPages.js', 'OpenPage.js'])
  })

  it('is empty when start-up holds the page (no code splitting) or nothing loads it', () => {
    expect(dynamicImportPath(split, startup, split.get('framework.js')!)).toEqual([])
    expect(dynamicImportPath(split, startup, chunk('orphan.js'))).toEqual([])
  })
})

describe('routeStartupChunks', () => {
  const split = new Map(
    [
      entry,
      chunk('runtime.js'),
      chunk('start.js', ['framework.js'], ['oauthPages.js']),
      chunk('framework.js'),
      chunk('oauthPages.js', [], ['ManualPage.js']),
      chunk('ManualPage.js', ['identity.js'], ['ManualPhotos.js']),
      chunk('identity.js', ['vendor-axios.js']),
      chunk('vendor-axios.js'),
      chunk('ManualPhotos.js'),
    ].map((c) => [c.fileName, c]),
  )
  const startup = startupChunks(split, entry)

  it("is start-up, the page's list and the page, with their static imports, not what the page loads later", () => {
    expect(names(routeStartupChunks(split, startup, split.get('ManualPage.js')!))).toEqual([
      'index.js',
      'runtime.js',
      'start.js',
      'framework.js',
      'oauthPages.js',
      'ManualPage.js',
      'identity.js',
      'vendor-axios.js',
    ])
  })

  it('is start-up alone for a route without a page (a planned route)', () => {
    expect(routeStartupChunks(split, startup, undefined)).toEqual(startup)
  })
})

describe('chunkOfModule', () => {
  const page = { ...chunk('ManualPage.js'), facadeModuleId: '/src/pages/oauth/ManualPage.tsx', moduleIds: ['/src/pages/oauth/ManualPage.tsx', '/src/x.ts'] }
  const holder = { ...chunk('bundle.js'), facadeModuleId: '/src/main.tsx', moduleIds: ['/src/main.tsx', '/src/pages/rule/RulePage.tsx'] }
  const built = new Map([page, holder].map((c) => [c.fileName, c as unknown as Rolldown.OutputChunk]))

  it("finds a module's own chunk, else the chunk that holds it (a build without code splitting)", () => {
    expect(chunkOfModule(built, '/src/pages/oauth/ManualPage.tsx')?.fileName).toBe('ManualPage.js')
    expect(chunkOfModule(built, '/src/pages/rule/RulePage.tsx')?.fileName).toBe('bundle.js')
    expect(chunkOfModule(built, '/src/nowhere.ts')).toBeUndefined()
  })
})

describe('chunksLoadedForNothing', () => {
  const withModules = (c: Rolldown.OutputChunk, moduleIds: string[]) => ({ ...c, moduleIds }) as unknown as Rolldown.OutputChunk
  const start = withModules(chunk('start.js', ['framework.js']), ['/src/start.tsx'])
  const framework = withModules(chunk('framework.js'), ['/nm/react/index.js'])
  const teenPages = withModules(chunk('teenagerPages.js'), ['/src/pages/teenager/teenagerPages.ts'])
  const teenPage = withModules(chunk('TeenagerPage.js', ['data.js']), ['/src/pages/teenager/TeenagerPage.tsx'])
  const data = withModules(chunk('data.js', ['vendor-axios.js']), ['/src/platform/appTransport.ts', '/src/platform/ui/OpenInAppScreen.tsx'])
  const axios = withModules(chunk('vendor-axios.js'), ['/nm/axios/lib/axios.js'])
  const imports: Record<string, string[]> = {
    '/src/pages/teenager/teenagerPages.ts': [],
    '/src/pages/teenager/TeenagerPage.tsx': ['/src/platform/ui/OpenInAppScreen.tsx'],
    '/src/platform/ui/OpenInAppScreen.tsx': [],
    '/src/platform/appTransport.ts': ['/nm/axios/lib/axios.js'],
  }
  const importsOf = (id: string) => imports[id] ?? []
  const roots = ['/src/pages/teenager/teenagerPages.ts', '/src/pages/teenager/TeenagerPage.tsx']

  it('finds a library a route loads only because a chunk it needs holds something else that imports it', () => {
    const loaded = [start, framework, teenPages, teenPage, data, axios]
    expect(names(chunksLoadedForNothing(loaded, [start, framework], roots, importsOf))).toEqual(['vendor-axios.js'])
  })

  it('finds nothing when every chunk beyond start-up holds code the route runs', () => {
    expect(chunksLoadedForNothing([start, framework, teenPages, teenPage, data], [start, framework], roots, importsOf)).toEqual([])
  })
})
