import type { HeadingBlock } from '@h5/content'
import { Link } from 'react-router-dom'

/** The sections of a long document, each a link to its heading's anchor. */
export function TableOfContents({ headings }: { headings: readonly HeadingBlock[] }) {
  return (
    <nav className="document__toc" aria-label="目录">
      <p className="document__toc-title">目录</p>
      <ol>
        {/* Each a section of this page, not another page: nothing to prefetch, so a plain router link. */}
        {headings.map((heading) => (
          <li key={heading.id}>
            <Link to={{ hash: heading.id }} replace>
              {heading.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
