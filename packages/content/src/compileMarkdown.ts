import type { Nodes, PhrasingContent, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTable } from 'micromark-extension-gfm-table'
import { MalformedSourceError } from './MalformedSourceError.ts'
import { readFrontMatter } from './readFrontMatter.ts'
import type { Block, ContentDocument, HeadingBlock, Inline } from './types.ts'

/** `{{name}}` in a text: a build setting's value (docs/content.md, "Build settings in a text"). */
const SETTING = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g

/** `{#id}` at the end of a heading gives it a stable anchor: `## 剪贴板 {#clipboard}`. */
const HEADING_ID = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/
/** An image's size, written as its title: `![说明](/content/a.png "750x420")`. */
const IMAGE_SIZE = /^(\d{1,4})x(\d{1,4})$/
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/

/**
 * A soft line break inside a paragraph: nothing between two Chinese characters (a space would show in the
 * middle of a sentence), a space otherwise.
 */
function joinLines(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*/g, (_, offset: number, whole: string) =>
    CJK.test(whole.charAt(offset - 1)) || CJK.test(whole.charAt(offset + _.length)) ? '' : ' ',
  )
}

/** Whether an author's link has a form the renderer can open (docs/content.md, "Links"). */
function isAuthorHref(href: string): boolean {
  return /^#[a-z][a-z0-9-]*$/.test(href) || /^\/(?!\/)[^\s\\]*$/.test(href) || /^https:\/\/[^\s\\/]+/.test(href)
}

/**
 * Compiles one Markdown file of apps/web/content/ into the document model (types.ts), at build time
 * (apps/web/contentPlugin.ts): front-matter (readFrontMatter.ts), then the body parsed by
 * mdast-util-from-markdown with GFM tables. Only what the model can draw is accepted: `##`/`###` headings,
 * paragraphs with **bold** and links, flat lists, tables, a picture alone on its line with its size, `>` notices,
 * `---` dividers. Anything else (raw HTML, code, italics, nested lists, a link to an anchor that does not
 * exist…) fails, naming the file and line, so a mistake stops the build instead of reaching a phone.
 *
 * A text may name a build setting, `{{operatorName}}`: it becomes the setting's value, as text (never read as
 * Markdown), wherever text goes (paragraphs, bold, links' text, headings, cells). A name `settings` does not
 * have fails like any mistake.
 *
 * @param id the document's id: its path under apps/web/content/ without `.md` (`agreement/privacy`)
 * @param file the file name the error messages use
 * @param settings the values a text may name
 * @throws MalformedSourceError with `place`.
 * @example
 * compileMarkdown(readFileSync('content/rule/choujiang.md', 'utf8'), 'rule/choujiang', 'content/rule/choujiang.md')
 * compileMarkdown('…运营者：{{operatorName}}', 'agreement/privacy', 'privacy.md', { operatorName: '某某科技有限公司' })
 */
export function compileMarkdown(source: string, id: string, file: string, settings: Readonly<Record<string, string>> = {}): ContentDocument {
  const { frontMatter, body, lineOffset } = readFrontMatter(source, file)
  const tree = fromMarkdown(body, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] })
  const lineOf = (node: Nodes) => (node.position?.start.line ?? 1) + lineOffset
  const fail = (node: Nodes, what: string): never => {
    throw new MalformedSourceError(what, { file, line: lineOf(node) })
  }
  const links: { href: string; node: Nodes }[] = []

  /** A text node's text: lines joined, settings filled in. */
  const textOf = (node: Extract<PhrasingContent, { type: 'text' }>) =>
    joinLines(node.value).replace(SETTING, (_, name: string) =>
      Object.hasOwn(settings, name) ? settings[name]! : fail(node, `no build setting {{${name}}} (the settings a text may name: ${Object.keys(settings).join(', ') || 'none'})`),
    )

  const plainText = (nodes: PhrasingContent[], where: string): string =>
    nodes.map((node) => (node.type === 'text' ? textOf(node) : fail(node, `${where} holds plain text only, not ${node.type}`))).join('')

  const inlines = (nodes: PhrasingContent[]): Inline[] =>
    nodes.map((node): Inline => {
      switch (node.type) {
        case 'text':
          return { type: 'text', text: textOf(node) }
        case 'strong':
          return { type: 'strong', text: plainText(node.children, 'bold text') }
        case 'link':
          if (!isAuthorHref(node.url)) fail(node, `a link goes to #anchor, /path or https://, not "${node.url}"`)
          links.push({ href: node.url, node })
          return { type: 'link', href: node.url, text: plainText(node.children, 'a link') }
        case 'image':
          return fail(node, 'a picture stands alone on its line')
        default:
          return fail(node, `unsupported Markdown: ${node.type} (docs/content.md lists what a document may hold)`)
      }
    })

  const headingIds = new Set<string>()
  let sections = 0
  const heading = (node: Extract<RootContent, { type: 'heading' }>): HeadingBlock => {
    if (node.depth !== 2 && node.depth !== 3) fail(node, `headings are ## or ###, not ${'#'.repeat(node.depth)} (the title is in the front-matter)`)
    const raw = plainText(node.children, 'a heading')
    const custom = HEADING_ID.exec(raw)?.[1]
    const text = raw.replace(HEADING_ID, '').trim()
    if (text === '') fail(node, 'a heading needs text')
    sections += 1
    const headingId = custom ?? `section-${sections}`
    if (headingIds.has(headingId)) fail(node, `the anchor "${headingId}" is used twice`)
    headingIds.add(headingId)
    return { type: 'heading', level: node.depth as 2 | 3, id: headingId, text }
  }

  const block = (node: RootContent): Block => {
    switch (node.type) {
      case 'heading':
        return heading(node)
      case 'paragraph': {
        const [only] = node.children
        if (node.children.length === 1 && only?.type === 'image') {
          const size = IMAGE_SIZE.exec(only.title ?? '')
          if (!size) fail(node, `a picture gives its size as its title: ![说明](${only.url} "750x420")`)
          if (!only.alt?.trim()) fail(node, 'a picture needs a description: ![说明](…)')
          if (!/^\/(?!\/)|^https:\/\//.test(only.url)) fail(node, `a picture is a /path or an https:// address, not "${only.url}"`)
          return { type: 'image', src: only.url, alt: only.alt!.trim(), width: Number(size![1]), height: Number(size![2]) }
        }
        return { type: 'paragraph', content: inlines(node.children) }
      }
      case 'list':
        return {
          type: 'list',
          ordered: node.ordered === true,
          items: node.children.map((item) => {
            if (item.checked !== null && item.checked !== undefined) fail(item, 'task lists are not supported')
            const [paragraph, ...rest] = item.children
            if (!paragraph || paragraph.type !== 'paragraph' || rest.length > 0) fail(item, 'a list item is one line of text (no nested lists or blocks)')
            return inlines((paragraph as Extract<RootContent, { type: 'paragraph' }>).children)
          }),
        }
      case 'table': {
        const [head, ...rows] = node.children
        const cells = (row: NonNullable<typeof head>) => row.children.map((cell) => inlines(cell.children))
        return { type: 'table', head: cells(head!), rows: rows.map(cells) }
      }
      case 'blockquote': {
        const [paragraph, ...rest] = node.children
        if (!paragraph || paragraph.type !== 'paragraph' || rest.length > 0) fail(node, 'a notice (>) is one paragraph')
        return { type: 'notice', content: inlines((paragraph as Extract<RootContent, { type: 'paragraph' }>).children) }
      }
      case 'thematicBreak':
        return { type: 'divider' }
      default:
        return fail(node, `unsupported Markdown: ${node.type} (docs/content.md lists what a document may hold)`)
    }
  }

  const blocks = tree.children.filter((node) => node.type !== 'definition').map(block)
  if (blocks.length === 0) throw new MalformedSourceError('the document has no text', { file, line: lineOffset + 1 })
  for (const { href, node } of links) {
    if (href.startsWith('#') && !headingIds.has(href.slice(1))) fail(node, `no heading has the anchor "${href}"`)
  }
  return { id, ...frontMatter, blocks }
}
