import type { ReactNode } from 'react'
import './StateBlock.css'

export interface StateBlockProps {
  /** A 56 px line drawing, decoration only. */
  art: ReactNode
  message: string
  /** A button under the message. */
  action?: ReactNode
  /** `alert` for a failure (read out when it appears), none for a calm empty list. */
  role?: 'alert'
}

/**
 * The centred picture, line and button that EmptyState and ErrorState share, sized to sit in a card or a list
 * (not a whole page: that is ResultScreen or the error page).
 *
 * @example
 * <StateBlock art={<EmptyArt />} message="暂无记录" />
 */
export function StateBlock({ art, message, action, role }: StateBlockProps) {
  return (
    <div className="state-block" role={role}>
      <span className="state-block__art" aria-hidden="true">
        {art}
      </span>
      <p className="state-block__message">{message}</p>
      {action ? <div className="state-block__action">{action}</div> : null}
    </div>
  )
}
