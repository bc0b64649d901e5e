import type { ReactNode } from 'react'
import { TeenArt, type TeenArtKind } from './TeenArt'
import './TeenPage.css'

export interface TeenPageProps {
  art: TeenArtKind
  /** The page's `<h1>`. */
  title: string
  /** One or two sentences under the heading. */
  lead?: ReactNode
  /** A smaller picture, for the PIN screens (the number pad takes the lower half of the phone). */
  compact?: boolean
  children?: ReactNode
  /** Buttons and links at the foot of the page, within thumb reach and above the home indicator. */
  actions?: ReactNode
}

/**
 * The frame of every teen-mode screen: the calm teen palette (docs/ui-kit.md, "Look and feel"), a picture, the
 * heading, the lead, the content, and the actions at the foot.
 *
 * @example
 * <TeenPage art="lock" compact title="关闭青少年模式" lead="请输入监护密码">
 *   <PinInput label="监护密码" {...entry.input} />
 * </TeenPage>
 */
export function TeenPage({ art, title, lead, compact = false, children, actions }: TeenPageProps) {
  return (
    <main className={compact ? 'teen-page teen-page--compact' : 'teen-page'}>
      <header className="teen-page__hero">
        <TeenArt kind={art} compact={compact} />
        <h1 className="teen-page__title">{title}</h1>
        {lead ? <p className="teen-page__lead">{lead}</p> : null}
      </header>
      {children ? <div className="teen-page__body">{children}</div> : null}
      {actions ? <div className="teen-page__actions">{actions}</div> : null}
    </main>
  )
}
