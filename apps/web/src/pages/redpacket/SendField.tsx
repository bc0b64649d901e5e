import type { InputHTMLAttributes, ReactNode } from 'react'

export interface SendFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  /** The field's Chinese message, shown under the row and tied to the input for screen readers. */
  error?: string
  /** What follows the input in the row: a unit (元, 个) or a counter. */
  trailing: ReactNode
}

/** One labelled row of the send form: label, input (16 px, no iOS zoom), unit, and its inline error. */
export function SendField({ id, label, value, onValueChange, error, trailing, ...input }: SendFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={error ? 'rp-field rp-field--invalid' : 'rp-field'}>
      <div className="rp-field__row">
        <label className="rp-field__label" htmlFor={id}>
          {label}
        </label>
        <input
          {...input}
          id={id}
          className="rp-field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
        />
        <span className="rp-field__trailing">{trailing}</span>
      </div>
      {error ? (
        <p id={errorId} className="rp-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
