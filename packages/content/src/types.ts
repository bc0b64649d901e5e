/**
 * The document model of agreements, rules and notices (docs/content.md): the one shape both sources produce —
 * the Markdown files of apps/web/content/, compiled at build time (compileMarkdown.ts), and the documents the
 * server sends (readDocument.ts) — and the one renderer draws (apps/web/src/components/document/DocumentView.tsx).
 * Text only: no field ever holds HTML.
 */

/** A run of text inside a paragraph, a list item, a table cell or a notice. */
export type Inline =
  | { type: 'text'; text: string }
  /** Bold text (`**…**`): the points a reader must not miss. */
  | { type: 'strong'; text: string }
  /**
   * A link. `href` is `#<heading id>` (this document), `/<path>` (a page of the app) or an `https://` address;
   * the renderer decides how it opens by the app's URL rules and draws any other form as plain text.
   */
  | { type: 'link'; href: string; text: string }

/** A heading: level 2 is a section (listed in the table of contents), level 3 a subsection. */
export interface HeadingBlock {
  type: 'heading'
  level: 2 | 3
  /** The anchor: `/agreement/privacy#clipboard` scrolls to it. */
  id: string
  text: string
}

export interface ParagraphBlock {
  type: 'paragraph'
  content: readonly Inline[]
}

export interface ListBlock {
  type: 'list'
  ordered: boolean
  /** One entry per item, each a line of inline content (no nesting). */
  items: readonly (readonly Inline[])[]
}

export interface TableBlock {
  type: 'table'
  /** The header cells. */
  head: readonly (readonly Inline[])[]
  /** The body rows, each as many cells as `head`. */
  rows: readonly (readonly (readonly Inline[])[])[]
}

/** A picture with its size in CSS pixels, so the space is kept before it loads and nothing shifts. */
export interface ImageBlock {
  type: 'image'
  /** A path on the app's own host (`/content/…`) or an `https://` address. */
  src: string
  /** What the picture shows, read out by screen readers; never empty. */
  alt: string
  width: number
  height: number
}

/** A highlighted box: a warning or a point the reader must know before going on. */
export interface NoticeBlock {
  type: 'notice'
  content: readonly Inline[]
}

export interface DividerBlock {
  type: 'divider'
}

export type Block = HeadingBlock | ParagraphBlock | ListBlock | TableBlock | ImageBlock | NoticeBlock | DividerBlock

/** Every block type the model knows; a server block of any other type is skipped (readDocument.ts). */
export type BlockType = Block['type']

/**
 * An agreement, a rule or a notice.
 *
 * @example
 * const document: ContentDocument = {
 *   id: 'rule/choujiang', title: '抽奖规则', version: '1.0', updated: '2026-11-20', effective: '2026-11-20',
 *   blocks: [{ type: 'paragraph', content: [{ type: 'text', text: '每次抽奖消耗……' }] }],
 * }
 */
export interface ContentDocument {
  /** Where it comes from: the path of its file under apps/web/content/ without `.md`, or the server's id. */
  id: string
  title: string
  /** Shown to the reader and recorded when a user accepts an agreement. */
  version: string
  /** The day of the last change, `YYYY-MM-DD`. */
  updated: string
  /** The day this version takes effect, `YYYY-MM-DD`. */
  effective: string
  /** The group the rules index (/rules) lists a rule under; agreements have none. */
  group?: string
  blocks: readonly Block[]
}
