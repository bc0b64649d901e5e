import type { ReactNode } from 'react'
import './TitleBar.css'

export interface TitleBarProps {
  /** The page's title: its `<h1>` (an `<h2>` when `embedded`). */
  title: string
  /** The back button's action, e.g. `useGoBack()` from src/platform; without it there is no back button. */
  onBack?: () => void
  /** What the back button says to screen readers. */
  backLabel?: string
  /** One action on the right: a text button or an icon button with its own label. */
  right?: ReactNode
  /** Inside another page (the component gallery): an `<h2>`, not stuck to the top. */
  embedded?: boolean
}

/**
 * The bar at the top of a page shown in a full-screen web view (native draws none): back, the centred title,
 * one action. It sticks to the top under the status bar (safe area) with a hairline under it; the title is
 * cut with … when long, and the sides keep equal widths so it stays centred.
 *
 * @example
 * const goBack = useGoBack()
 * <TitleBar title="我的钱包" onBack={goBack} right={<button type="button" onClick={openBills}>账单</button>} />
 */
export function TitleBar({ title, onBack, backLabel = '返回', right, embedded = false }: TitleBarProps) {
  const Heading = embedded ? 'h2' : 'h1'
  return (
    <header className={embedded ? 'title-bar title-bar--embedded' : 'title-bar'}>
      <div className="title-bar__side">
        {onBack ? (
          <button className="icon-button" type="button" onClick={onBack} aria-label={backLabel}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
      </div>
      <Heading className="title-bar__title">{title}</Heading>
      <div className="title-bar__side title-bar__side--right">{right}</div>
    </header>
  )
}
