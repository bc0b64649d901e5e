import type { CheckedFieldProps } from './CheckedFieldProps'
import { TextField } from './TextField'
import { amountText } from '../platform/normalizeDecimal'
import { useShownError } from './useShownError'
import { validateAmount } from './validateAmount'

/** The amount is reported in integer fen; `label` is required, since an amount always says what it is for. */
export interface AmountFieldProps extends CheckedFieldProps<number> {
  label: string
  /** The smallest amount allowed, in fen: the caller's rule (product or server), never a constant of the field. */
  minFen: number
  /** The largest amount allowed, in fen (e.g. the balance, or the server's single-payment limit). */
  maxFen: number
}

/**
 * A yuan amount (money is integer fen: docs/families.md, "Money and identity"). The text stays as typed — no
 * reformatting under the caret — and every change reports integer fen by `validateAmount`: at most two decimals,
 * no sign or exponent, within the caller's `minFen`..`maxFen`. The phone shows its decimal pad.
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
        const text = amountText(typed)
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
