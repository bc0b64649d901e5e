import type { ReactNode } from 'react'
import { PrefetchLink } from '../platform/PrefetchLink'
import './Cell.css'

export interface CellProps {
  title: ReactNode
  /** A grey line under the title. */
  description?: ReactNode
  /** On the right: a value (已认证, 12.00元) or a control. */
  value?: ReactNode
  /** Before the title: a 24–40 px icon or avatar. */
  icon?: ReactNode
  /** Goes to a page of the app (a router link that prefetches the page, with an arrow). */
  to?: string
  /** Does something on the page (a button, with an arrow), e.g. opens an ActionSheet. */
  onClick?: () => void
  /** Red title, for an action that destroys something (退出登录). */
  danger?: boolean
}

function Chevron() {
  return (
    <svg className="cell__arrow" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * One row of a CellGroup (an `<li>`): icon, title over description, value, and an arrow when the row leads
 * somewhere. With `to` the row is a link, with `onClick` a button, else plain text; the whole row is the
 * touch target (at least 52 px high).
 *
 * @example
 * <Cell title="交易记录" description="近 3 个月" to="/wallet/bills" />
 * <Cell title="退出登录" danger onClick={logout} />
 */
export function Cell({ title, description, value, icon, to, onClick, danger = false }: CellProps) {
  const interactive = to !== undefined || onClick !== undefined
  const content = (
    <>
      {icon ? <span className="cell__icon">{icon}</span> : null}
      <span className="cell__text">
        <span className="cell__title">{title}</span>
        {description ? <span className="cell__description">{description}</span> : null}
      </span>
      {value !== undefined ? <span className="cell__value">{value}</span> : null}
      {interactive ? <Chevron /> : null}
    </>
  )
  const className = ['cell', interactive ? 'cell--interactive' : '', danger ? 'cell--danger' : ''].filter(Boolean).join(' ')
  return (
    <li className="cell-row">
      {to !== undefined ? (
        <PrefetchLink className={className} to={to}>
          {content}
        </PrefetchLink>
      ) : onClick ? (
        <button className={className} type="button" onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  )
}
