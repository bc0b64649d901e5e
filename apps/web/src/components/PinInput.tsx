import { useId, useState, type ChangeEvent } from 'react'
import { normalizeDigits } from '../platform/normalizeDigits'
import './PinInput.css'

export interface PinInputProps {
  /** The input's accessible name, e.g. `请输入密码`; shown above the cells unless `hideLabel`. */
  label: string
  /** Only digits, at most `length` of them (controlled: the parent clears it by passing ''). */
  value: string
  onChange: (value: string) => void
  /** Called once the last digit is typed, with the whole PIN. */
  onComplete?: (pin: string) => void
  /** A message under the cells; marks the input invalid and announces itself to screen readers. */
  error?: string
  /** Defaults to 4 (a teen-mode PIN, packages/teen/README.md "PIN"). */
  length?: number
  /** Show digits instead of dots. */
  reveal?: boolean
  disabled?: boolean
  autoFocus?: boolean
  hideLabel?: boolean
}

/**
 * A PIN box: a row of cells drawn over ONE real `<input inputmode="numeric">`, so the phone shows its number
 * pad, a hardware keyboard, paste and one-time-code autofill work, and a screen reader hears a labelled text
 * field (docs/ui-kit.md, "Look and feel"). The cells are decoration (`aria-hidden`); the input, stretched over
 * them and transparent, takes every tap. Full-width digits (a Chinese input method) count as digits, anything else
 * is dropped, and only then is the rest cut to `length`: a paste of `PIN: 0427` is `0427` (normalizeDigits.ts).
 * So the input has no `maxlength`, which would cut the paste before the non-digits are dropped.
 *
 * @example
 * const [pin, setPin] = useState('')
 * <PinInput label="请输入密码" value={pin} onChange={setPin} onComplete={submit} error={error} />
 */
export function PinInput({
  label,
  value,
  onChange,
  onComplete,
  error,
  length = 4,
  reveal = false,
  disabled = false,
  autoFocus = false,
  hideLabel = false,
}: PinInputProps) {
  const id = useId()
  const errorId = `${id}-error`
  const [focused, setFocused] = useState(false)

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const digits = normalizeDigits(event.target.value, { maxLength: length })
    if (digits === value) return
    onChange(digits)
    if (digits.length === length) onComplete?.(digits)
  }

  const cells = Array.from({ length }, (_, index) => {
    const digit = value[index]
    const active = focused && !disabled && (index === value.length || (index === length - 1 && value.length === length))
    const className = ['pin-input__cell', digit && 'pin-input__cell--filled', active && 'pin-input__cell--active']
      .filter(Boolean)
      .join(' ')
    return (
      <span key={index} className={className}>
        {digit ? reveal ? digit : <span className="pin-input__dot" /> : null}
      </span>
    )
  })

  return (
    <div className={`pin-input${error ? ' pin-input--error' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'pin-input__label'}>
        {label}
      </label>
      <div className="pin-input__field">
        <div className="pin-input__cells" aria-hidden="true">
          {cells}
        </div>
        <input
          id={id}
          className="pin-input__native"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          onChange={handleChange}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <p id={errorId} className="pin-input__error" role="alert">
        {error ?? ''}
      </p>
    </div>
  )
}
