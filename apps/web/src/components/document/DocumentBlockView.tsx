import type { Block } from '@h5/content'
import { InlineContent } from './InlineContent'

/** A picture's address the page may load: its own host's path or https. */
const isImageSource = (src: string) => /^\/(?![/\\])/.test(src) || /^https:\/\//i.test(src)

/**
 * One block of a document (packages/content/src/types.ts). A block of a type this app does not know draws
 * nothing: a newer server's block never shows raw.
 *
 * @example
 * <DocumentBlockView block={{ type: 'divider' }} />
 */
export function DocumentBlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading': {
      const Heading = block.level === 2 ? 'h2' : 'h3'
      return (
        <Heading id={block.id} className={`document__heading document__heading--${block.level}`}>
          {block.text}
        </Heading>
      )
    }
    case 'paragraph':
      return (
        <p className="document__paragraph">
          <InlineContent content={block.content} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className="document__list">
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineContent content={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'table':
      return (
        // Wider than the phone: the table scrolls sideways inside its box, the page does not.
        <div className="document__table" role="region" aria-label="表格" tabIndex={0}>
          <table>
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col">
                    <InlineContent content={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>
                      <InlineContent content={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'image':
      return isImageSource(block.src) ? (
        <figure className="document__figure">
          {/* width and height reserve the space before it loads: nothing below moves. */}
          <img className="document__image" src={block.src} alt={block.alt} width={block.width} height={block.height} loading="lazy" decoding="async" />
        </figure>
      ) : (
        <p className="document__paragraph">{block.alt}</p>
      )
    case 'notice':
      return (
        <aside className="document__notice">
          <InlineContent content={block.content} />
        </aside>
      )
    case 'divider':
      return <hr className="document__divider" />
    default:
      return null
  }
}
