import { readDocument, type ContentDocument } from '@h5/content'
import { createMockBackend } from '@h5/mock-backend'
import { cleanup, render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { routeTable } from './routeTable'

/** Every document of apps/web/content/, compiled by contentPlugin.ts as the build compiles it. */
const documents = import.meta.glob<ContentDocument>('../../content/**/*.md', { eager: true, import: 'default' })
const paths = Object.keys(documents).map((file) => file.replace('../../content', '').replace(/\.md$/, ''))
const documentAt = (path: string) => documents[`../../content${path}.md`]!

// A rule's page asks the server for an override (RuleDocumentScreen.tsx): the simulator has none for these.
const server = setupServer(...createMockBackend().handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => cleanup())
afterAll(() => server.close())

describe('the documents of apps/web/content/', () => {
  it('are the agreements and every rule page of the content family', () => {
    expect(paths).toHaveLength(30)
  })

  it('have a title each of their own, so the rules index never lists two rows a reader cannot tell apart', () => {
    const titles = Object.values(documents).map((document) => document.title)
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
  })

  it.each(paths)('%s is a ready, prerendered route with the document\'s title', (path) => {
    // The route's title is the page's document.title and the rules index's; the document's, its title bar's.
    expect(routeTable.find((entry) => entry.path === path)).toMatchObject({ status: 'ready', prerender: true, title: documentAt(path).title })
  })

  it.each(paths)('%s loads the one content page over its own document', async (path) => {
    const { default: Page } = await routeTable.find((entry) => entry.path === path)!.load!()
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(documentAt(path).title)
    expect(screen.getByRole('article', { name: documentAt(path).title })).toBeTruthy()
  })

  it.each(Object.entries(documents))('%s compiles to a document the reader of server documents accepts whole', (_, document) => {
    // The two sources produce one model: what the compiler emits, readDocument keeps, block for block.
    expect(readDocument(document)).toEqual({ document, skipped: [] })
  })

  it.each(Object.entries(documents))('%s links only to routes of the app, its own anchors or https', (_, document) => {
    const hrefs = document.blocks.flatMap((block) => JSON.stringify(block).match(/"href":"[^"]*"/g) ?? []).map((pair) => pair.slice(8, -1))
    for (const href of hrefs) {
      const [path, anchor] = href.split('#')
      if (path) expect(routeTable.some((entry) => entry.path === path), `${href} is a route`).toBe(true)
      if (anchor && path) {
        const target = Object.values(documents).find((other) => `/${other.id}` === path)
        expect(target?.blocks.some((block) => block.type === 'heading' && block.id === anchor), `${href} names a heading`).toBe(true)
      }
    }
  })
})
