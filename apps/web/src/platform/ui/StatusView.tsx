import type { ReactNode } from 'react'
import './StatusView.css'

export interface StatusViewProps {
  /** The picture above the title: a status code or an icon. */
  art: ReactNode
  title: string
  /** One sentence under the title. */
  message?: string
  /** Short advice lines under the message. */
  hints?: readonly string[]
  /** Buttons and links, stacked. */
  children?: ReactNode
  /** Inside another page (the component gallery): a `<section>` with an `<h2>` instead of `<main>` and `<h1>`. */
  embedded?: boolean
}

/**
 * The one full-page state layout (the error page, the planned page, the reload notice): a picture, a title,
 * a message, hints and actions, centred for a phone.
 */
export function StatusView({ art, title, message, hints = [], children, embedded = false }: StatusViewProps) {
  const Root = embedded ? 'section' : 'main'
  const Heading = embedded ? 'h2' : 'h1'
  return (
    <Root className={embedded ? 'status-view status-view--embedded' : 'status-view'}>
      <div className="status-view__art" aria-hidden="true">
        {art}
      </div>
      <Heading className="status-view__title">{title}</Heading>
      {message ? <p className="status-view__message">{message}</p> : null}
      {hints.length > 0 ? (
        <ul className="status-view__hints">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
      {children ? <div className="status-view__actions">{children}</div> : null}
    </Root>
  )
}
