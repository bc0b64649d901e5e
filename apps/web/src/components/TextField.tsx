import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import './TextField.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'> {
  /** The visible label, also the input's accessible name. */
  label: string
  value: string
  onValueChange: (value: string) => void
  /** The field's Chinese message, under the row, tied to the input for screen readers. */
  error?: string
  /** One grey line under the row when there is no message (e.g. 可提现余额 200.00 元). */
  hint?: ReactNode
  /** Before the input: a prefix such as +86. */
  leading?: ReactNode
  /** After the input: a unit (元), a counter or a button (获取验证码). */
  trailing?: ReactNode
}

/**
 * One labelled form row: label, a 16 px input (no iOS zoom, docs/ui-kit.md "Look and feel"), optional prefix and
 * suffix, and the message or hint under it. The amount, mobile, ID-number and SMS-code fields are built on it; a
 * page uses it for any other text input.
 *
 * @example
 * <TextField label="昵称" value={name} onValueChange={setName} maxLength={16} />
 */
export function TextField({ label, value, onValueChange, error, hint, leading, trailing, id, className, ...input }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const noteId = `${inputId}-note`
  const note = error ?? hint
  return (
    <div className={['text-field', error ? 'text-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="text-field__row">
        <label className="text-field__label" htmlFor={inputId}>
          {label}
        </label>
        {leading ? <span className="text-field__leading">{leading}</span> : null}
        <input
          autoComplete="off"
          {...input}
          id={inputId}
          className="text-field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
        />
        {trailing ? <span className="text-field__trailing">{trailing}</span> : null}
      </div>
      {/* Always present and polite, so a message that appears on blur is read out. */}
      <p id={noteId} className={error ? 'text-field__error' : 'text-field__hint'} aria-live="polite">
        {note ?? ''}
      </p>
    </div>
  )
}
