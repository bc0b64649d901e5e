import { useId, type ReactNode } from 'react'
import './FieldGroup.css'

export interface FieldGroupProps {
  /** A grey heading over the card, also the group's name for screen readers (e.g. 收款账户). */
  title?: string
  /** TextField-based fields (AmountField, MobileField, …), split by hairlines. */
  children: ReactNode
}

/**
 * A white card of form fields, the rows split by hairlines that start under the labels, like a CellGroup.
 *
 * @example
 * <FieldGroup title="绑定手机号">
 *   <MobileField … />
 *   <SmsCodeField … />
 * </FieldGroup>
 */
export function FieldGroup({ title, children }: FieldGroupProps) {
  const titleId = useId()
  return (
    <fieldset className="field-group" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className="field-group__title">
          {title}
        </h2>
      ) : null}
      <div className="field-group__card">{children}</div>
    </fieldset>
  )
}
