import { useState, type ReactNode } from 'react'
import './PageFrame.css'

/**
 * One page inside the layout, sliding in from the side `direction` says (docs/ui-kit.md, "Look and feel"): from
 * the right going forward, from the left going back, not at all for a replacement or the first page. The layout
 * keys it by path, so each page gets a fresh frame; the class is fixed when it mounts, so a later change of
 * direction (a query-only navigation) does not replay the slide.
 */
export function PageFrame({ direction, animate, children }: { direction: number; animate: boolean; children: ReactNode }) {
  const [className] = useState(() =>
    animate && direction !== 0 ? `page-frame page-frame--${direction > 0 ? 'forward' : 'back'}` : 'page-frame',
  )
  return <div className={className}>{children}</div>
}
