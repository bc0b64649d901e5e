import type { ContentDocument, HeadingBlock } from '@h5/content'
import { DocumentBlockView } from './DocumentBlockView'
import { formatDocumentDate } from './formatDocumentDate'
import { TableOfContents } from './TableOfContents'
import './DocumentView.css'

/** From this many sections on, a document opens with its table of contents. */
const TOC_MIN_SECTIONS = 4

export interface DocumentViewProps {
  document: ContentDocument
  /**
   * Whether the document's title opens it (an `<h2>`, inside another page). A page of its own leaves it to its
   * title bar (DocumentScreen.tsx), which holds the page's `<h1>`; the page then takes the document's colour.
   */
  titled?: boolean
}

/**
 * The one renderer of agreements, rules and notices (docs/content.md): the version and dates, a table of
 * contents for long documents, then every block as React text. Used by every content page, and by any family
 * that shows a document (import a compiled one: `import recharge from '<…>/content/agreement/recharge.md'`).
 *
 * @example
 * import privacy from '../../../content/agreement/privacy.md'
 * <DocumentView document={privacy} />
 */
export function DocumentView({ document, titled = true }: DocumentViewProps) {
  const sections = document.blocks.filter((block): block is HeadingBlock => block.type === 'heading' && block.level === 2)
  const dates = [
    document.version && `版本 ${document.version}`,
    document.updated && `更新日期 ${formatDocumentDate(document.updated)}`,
    document.effective && `生效日期 ${formatDocumentDate(document.effective)}`,
  ].filter(Boolean)
  return (
    <article className={titled ? 'document' : 'document document--page'} aria-label={document.title}>
      {titled ? <h2 className="document__title">{document.title}</h2> : null}
      {dates.length > 0 ? (
        <p className="document__meta">
          {dates.map((date, index) => (
            // Each date keeps to one line where it fits: 生效日期 2026年11月20日 never breaks inside.
            <span key={index}>
              {index > 0 ? ' · ' : null}
              <span className="document__meta-item">{date}</span>
            </span>
          ))}
        </p>
      ) : null}
      {sections.length >= TOC_MIN_SECTIONS ? <TableOfContents headings={sections} /> : null}
      {document.blocks.map((block, index) => (
        <DocumentBlockView key={index} block={block} />
      ))}
    </article>
  )
}
