import type { ReactNode } from 'react'
import './Notice.css'

/** `info`: worth knowing; `warning`: mind this before going on; `error`: something failed or is refused. */
export type NoticeTone = 'info' | 'warning' | 'error'

export interface NoticeProps {
  tone?: NoticeTone
  /** A bold first line, when the message needs one. */
  title?: string
  /** The message (Chinese, as the package or page words it). */
  children: ReactNode
  /**
   * The notice appeared in answer to what the user just did (已取消支付): read out politely (`status`). An
   * `error` is always read out at once (`alert`); otherwise a notice is part of the page (`note`).
   */
  live?: boolean
  /** Buttons or links under the message (重新认证, 去绑定). */
  actions?: ReactNode
}

/** The role a screen reader knows the notice by, by its tone (docs/ui-kit.md, "Notice"). */
const ROLES = { error: 'alert', live: 'status', still: 'note' } as const

function NoticeIcon({ tone }: { tone: NoticeTone }) {
  return (
    <svg className="notice__icon" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" aria-hidden="true">
      {tone === 'info' ? (
        <>
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 7.2v4M8 4.8v.1" />
        </>
      ) : (
        <>
          <path d="M8 1.8 14.6 13.5H1.4Z" strokeLinejoin="round" />
          <path d="M8 6.3v3.4M8 11.6v.1" />
        </>
      )}
    </svg>
  )
}

/**
 * An inline message inside a page or card (docs/ui-kit.md): a tinted block with an icon per tone. `error` is an
 * `alert`; `info` and `warning` are a `note`, or a `status` with `live`. Whole-page outcomes are `ResultScreen`;
 * a passing word is a toast.
 *
 * @example
 * <Notice tone="error">{failure.message}</Notice>
 * <Notice tone="warning">今日还可充值 100.00 元，请理性消费</Notice>
 * <Notice live>已取消支付</Notice>
 */
export function Notice({ tone = 'info', title, children, live = false, actions }: NoticeProps) {
  const role = tone === 'error' ? ROLES.error : live ? ROLES.live : ROLES.still
  return (
    <div className={`notice notice--${tone}`}>
      <NoticeIcon tone={tone} />
      {/* The role is on the words themselves, so the element holding the message is the one a screen reader
          (and a test's findByText) finds as the alert, the note or the status; the icon is decoration. */}
      <div className="notice__body" role={role}>
        {title ? <p className="notice__title">{title}</p> : null}
        {children}
        {actions ? <div className="notice__actions">{actions}</div> : null}
      </div>
    </div>
  )
}
