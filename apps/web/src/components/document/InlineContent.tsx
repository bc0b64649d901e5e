import type { Inline } from '@h5/content'
import { DocumentLink } from './DocumentLink'

/**
 * A line of a document: text, bold text and links, as React text (never HTML). A run of a type the model does
 * not know draws nothing (server documents are read by `readDocument` first, which leaves such lines out).
 */
export function InlineContent({ content }: { content: readonly Inline[] }) {
  return (
    <>
      {content.map((inline, index) => {
        switch (inline.type) {
          case 'text':
            return <span key={index}>{inline.text}</span>
          case 'strong':
            return <strong key={index}>{inline.text}</strong>
          case 'link':
            return (
              <DocumentLink key={index} href={inline.href}>
                {inline.text}
              </DocumentLink>
            )
          default:
            return null
        }
      })}
    </>
  )
}
