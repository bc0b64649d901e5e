import { readDocument, type ContentDocument } from '@h5/content'
import { createMockBackend } from '@h5/mock-backend'
import { cleanup, render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { routeTable } from './routeTable'
import { titleOf } from './routeTitles'

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
  it('are the agreements, every rule page and the contact page of the content family', () => {
    expect(paths).toHaveLength(32)
  })

  it('have a title each of their own, so the rules index never lists two rows a reader cannot tell apart', () => {
    const titles = Object.values(documents).map((document) => document.title)
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
  })

  it.each(paths)('%s is a ready, prerendered route with the document\'s title', (path) => {
    // The route's title is the page's document.title and the rules index's; the document's, its title bar's.
    const entry = routeTable.find((candidate) => candidate.path === path)
    expect(entry).toMatchObject({ status: 'ready', prerender: true })
    expect(titleOf(entry!)).toBe(documentAt(path).title)
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

  it('gives each rule sections of its own: no two rules share an outline, none is the old one-size template', () => {
    const outlineOf = (document: ContentDocument) =>
      document.blocks.flatMap((block) => (block.type === 'heading' && block.level === 2 ? [block.text] : [])).join(' / ')
    const rules = Object.values(documents).filter((document) => document.group !== undefined)
    expect(rules.length).toBeGreaterThan(20)
    const outlines = rules.map(outlineOf)
    expect(rules.filter((_, index) => outlines.indexOf(outlines[index]!) !== index).map((rule) => rule.id)).toEqual([])
    for (const rule of rules) expect(outlineOf(rule), rule.id).not.toMatch(/怎么玩 \/ 数值与奖励 \/ 时间/)
  })

  it.each(Object.entries(documents))('%s links only to ready routes, headings that exist and allowed hosts, each named as its target is', (_, document) => {
    for (const link of linksOf(document)) checkLink(link, document)
  })

  it('refuses a link whose text names another page than it goes to, a planned page, or a heading that is not there', () => {
    const privacy = documentAt('/agreement/privacy')
    const wrong: [string, string][] = [
      ['实名认证', '/agreement/privacy#real-name'],
      ['抽奖', '/draw'],
      ['隐私政策', '/agreement/user'],
      ['剪贴板', '#no-such-heading'],
      ['官网', 'https://unknown.example.com/'],
    ]
    for (const [text, href] of wrong) expect(() => checkLink({ text, href }, privacy), `[${text}](${href})`).toThrow()
    for (const [text, href] of [
      ['《隐私政策》实名认证', '/agreement/privacy#real-name'],
      ['实名认证', '/oauth'],
      ['剪贴板', '#clipboard'],
      ['《用户协议》', '/agreement/user'],
    ]) {
      expect(() => checkLink({ text: text!, href: href! }, privacy), `[${text}](${href})`).not.toThrow()
    }
  })
})

/** Hosts a document may link to (https); none yet. A link to another host fails until its address is checked and its host added here. */
const EXTERNAL_HOSTS: readonly string[] = []

const readyRoutes = routeTable.filter((entry) => entry.status === 'ready')

/** A name as the reader meets it: without book-title marks and blanks (`《用户协议》` is `用户协议`). */
const bare = (name: string) => name.replace(/[《》\s]/g, '')

/** Every link of a document: in paragraphs, lists, tables and notices. */
function linksOf(document: ContentDocument): { href: string; text: string }[] {
  const links: { href: string; text: string }[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (typeof value === 'object' && value !== null) {
      const inline = value as { type?: string; href?: string; text?: string }
      if (inline.type === 'link' && inline.href !== undefined && inline.text !== undefined) links.push({ href: inline.href, text: inline.text })
      else Object.values(value).forEach(visit)
    }
  }
  visit(document.blocks)
  return links
}

/**
 * Fails (an expect) unless the link in `document` goes where it says: an https link to a host of
 * {@link EXTERNAL_HOSTS}; a path to a ready route, an anchor to a heading there (or here, for `#id`); and its
 * text: a text that is a ready page's title goes to that page, to its top or a section (`实名认证` is /oauth,
 * not the privacy policy's section of that name); any other text is its target's heading, or its title and
 * heading (`《隐私政策》实名认证`).
 */
function checkLink({ href, text }: { href: string; text: string }, document: ContentDocument): void {
  const where = `[${text}](${href}) in ${document.id}`
  if (href.startsWith('https://')) {
    expect(EXTERNAL_HOSTS, `${where}: a host content may link to`).toContain(new URL(href).hostname)
    return
  }
  const [path = '', anchor] = href.split('#')
  const target = path ? readyRoutes.find((entry) => entry.path === path) : undefined
  if (path) expect(target, `${where}: a ready route`).toBeDefined()
  const targetDocument = path ? documents[`../../content${path}.md`] : document
  const heading = anchor ? targetDocument?.blocks.find((block) => block.type === 'heading' && block.id === anchor) : undefined
  if (anchor) expect(heading, `${where}: a heading that exists`).toBeDefined()
  const named = bare(text)
  const pages = readyRoutes.filter((entry) => bare(titleOf(entry) ?? '') === named).map((entry) => entry.path)
  if (pages.length > 0 && path) {
    // It names a page: it goes there (to its top or one of its sections).
    expect(pages, `${where}: its text names the page ${pages.join(' or ')}`).toContain(path)
    return
  }
  const section = heading?.type === 'heading' ? heading.text : undefined
  const targetTitle = target ? titleOf(target) : undefined
  const names = [!anchor ? targetTitle : undefined, section, targetTitle && section ? targetTitle + section : undefined]
  expect(names.filter((name) => name !== undefined).map((name) => bare(name)), `${where}: its text is its target's title or heading`).toContain(named)
}
