import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { loadedBefore, preloadListsWithoutLoaded } from './preloadListsWithoutLoaded.ts'

function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, imports, dynamicImports, isEntry } as unknown as Rolldown.OutputChunk
}

/** The entry loads the app shell; the shell loads a family's page list, which loads a page; the page a step. */
const bundle: Record<string, Rolldown.OutputChunk> = Object.fromEntries(
  [
    chunk('index.js', [], ['start.js'], true),
    chunk('start.js', ['framework.js', 'runtime.js', 'index.js'], ['oauthPages.js']),
    chunk('framework.js', ['runtime.js']),
    chunk('runtime.js'),
    chunk('oauthPages.js', ['runtime.js', 'index.js'], ['ManualPage.js']),
    chunk('ManualPage.js', ['framework.js', 'identity.js', 'data.js', 'index.js'], ['ManualPhotos.js']),
    chunk('identity.js', ['data.js']),
    chunk('data.js', ['vendor-axios.js', 'framework.js']),
    chunk('vendor-axios.js'),
    chunk('ManualPhotos.js', ['identity.js', 'framework.js', 'Tiles.js']),
    chunk('Tiles.js'),
  ].map((c) => [c.fileName, c]),
)
const chunks = new Map(Object.entries(bundle))

describe('loadedBefore', () => {
  it("is the host's own static imports and start-up, which every chunk but the entry runs after", () => {
    expect([...loadedBefore(chunks, bundle['ManualPage.js']!)].sort()).toEqual(
      ['ManualPage.js', 'data.js', 'framework.js', 'identity.js', 'index.js', 'runtime.js', 'start.js', 'vendor-axios.js'].sort(),
    )
  })

  it('is the entry alone for the entry: its import of the app is what loads start-up', () => {
    expect([...loadedBefore(chunks, bundle['index.js']!)]).toEqual(['index.js'])
  })
})

describe('preloadListsWithoutLoaded', () => {
  const { plugin, resolveDependencies } = preloadListsWithoutLoaded()
  ;(plugin.generateBundle as (options: unknown, bundle: Record<string, Rolldown.OutputChunk>) => void)({}, bundle)

  it('leaves what the importer has loaded out of a page part’s list', () => {
    expect(resolveDependencies('assets/ManualPhotos.js', ['ManualPhotos.js', 'identity.js', 'data.js', 'vendor-axios.js', 'framework.js', 'Tiles.js'], { hostId: 'ManualPage.js' })).toEqual([
      'ManualPhotos.js',
      'Tiles.js',
    ])
  })

  it('leaves start-up out of a page list’s lists, and keeps what the page brings', () => {
    expect(resolveDependencies('assets/ManualPage.js', ['ManualPage.js', 'framework.js', 'runtime.js', 'index.js', 'identity.js', 'data.js', 'vendor-axios.js'], { hostId: 'oauthPages.js' })).toEqual([
      'ManualPage.js',
      'identity.js',
      'data.js',
      'vendor-axios.js',
    ])
  })

  it('keeps the whole list of the entry’s import of the app shell', () => {
    expect(resolveDependencies('assets/start.js', ['start.js', 'framework.js', 'runtime.js'], { hostId: 'index.js' })).toEqual(['start.js', 'framework.js', 'runtime.js'])
  })

  it('keeps the list as Vite made it for a host it does not know', () => {
    expect(resolveDependencies('assets/x.js', ['x.js', 'framework.js'], { hostId: 'elsewhere.js' })).toEqual(['x.js', 'framework.js'])
  })
})
