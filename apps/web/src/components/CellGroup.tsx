import { useId, type ReactNode } from 'react'
import './CellGroup.css'

export interface CellGroupProps {
  /** A grey heading over the card; it also names the list for screen readers. */
  title?: string
  /** Cell rows. */
  children: ReactNode
  /** A grey note under the card (e.g. 银行卡信息仅用于提现). */
  footer?: ReactNode
}

/**
 * A white card of Cell rows split by hairlines, with an optional heading and note: settings, details, a
 * bound-card list.
 *
 * @example
 * <CellGroup title="账户">
 *   <Cell title="手机号" value="138****8000" />
 *   <Cell title="实名认证" value="已认证" to="/identity" />
 * </CellGroup>
 */
export function CellGroup({ title, children, footer }: CellGroupProps) {
  const titleId = useId()
  return (
    <section className="cell-group" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className="cell-group__title">
          {title}
        </h2>
      ) : null}
      <ul className="cell-group__list">{children}</ul>
      {footer ? <p className="cell-group__footer">{footer}</p> : null}
    </section>
  )
}
