import type { ReactNode } from 'react'
import { TextField } from './TextField'
import { toHalfWidth } from '../platform/toHalfWidth'
import { useShownError } from './useShownError'
import { validateAmount } from './validateAmount'

export interface AmountFieldProps {
  label: string
  /** The text as the user typed it (full-width digits already made plain). */
  value: string
  /** Every change: the text, and the amount in integer fen, or `null` while the text is not a valid amount. */
  onChange: (text: string, fen: number | null) => void
  /** The smallest amount allowed, in fen: the caller's rule (product or server), never a constant of the field. */
  minFen: number
  /** The largest amount allowed, in fen (e.g. the balance, or the server's single-payment limit). */
  maxFen: number
  /** The form was submitted: show the message even for a field never left. */
  showErrors?: boolean
  /** A message from the server about this amount (e.g. 超出今日可提现额度); shown as is. */
  error?: string
  hint?: ReactNode
  placeholder?: string
  id?: string
  disabled?: boolean
  autoFocus?: boolean
}

/**
 * A yuan amount (DESIGN §4: money is integer fen). The text stays as typed — no reformatting under the
 * caret — and every change reports integer fen by `validateAmount`: at most two decimals, no sign or
 * exponent, within the caller's `minFen`..`maxFen`. The phone shows its decimal pad.
 *
 * @example
 * const [amount, setAmount] = useState({ text: '', fen: null as number | null })
 * <AmountField label="提现金额" value={amount.text} onChange={(text, fen) => setAmount({ text, fen })}
 *   minFen={rules.minFen} maxFen={balanceFen} />
 */
export function AmountField({ label, value, onChange, minFen, maxFen, showErrors = false, error, hint, placeholder = '0.00', ...input }: AmountFieldProps) {
  const check = validateAmount(value, { minFen, maxFen })
  const shown = useShownError(check, value, showErrors, error)
  return (
    <TextField
      {...input}
      label={label}
      value={value}
      onValueChange={(typed) => {
        const text = toHalfWidth(typed)
        const next = validateAmount(text, { minFen, maxFen })
        onChange(text, next.ok ? next.value : null)
      }}
      onBlur={shown.onBlur}
      error={shown.error}
      hint={hint}
      placeholder={placeholder}
      type="text"
      inputMode="decimal"
      enterKeyHint="next"
      trailing="元"
    />
  )
}
