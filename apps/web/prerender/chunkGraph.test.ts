import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { cssOf, startupChunks, staticClosure } from './chunkGraph.ts'

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
