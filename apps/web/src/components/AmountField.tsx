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
  /**
   * Whole yuan only: the phone shows its digit pad and `10.99` is refused (请输入整数金额), for amounts the server
   * honours only by the yuan (a custom recharge: docs/openapi.yaml, `CustomAmountLimits`).
   */
  wholeYuan?: boolean
}

/**
 * A yuan amount (money is integer fen: docs/families.md, "Money and identity"). The text stays as typed — no
 * reformatting under the caret — and every change reports integer fen by `validateAmount` (@h5/format's
 * `parseYuanToFen`, the one reading of typed money): at most two decimals (none with `wholeYuan`), no sign,
 * exponent or leading zero, within the caller's `minFen`..`maxFen`. The phone shows its decimal pad.
 *
 * @example
 * const [amount, setAmount] = useState({ text: '', fen: null as number | null })
 * <AmountField label="提现金额" value={amount.text} onChange={(text, fen) => setAmount({ text, fen })}
 *   minFen={rules.minFen} maxFen={balanceFen} />
 */
export function AmountField({ label, value, onChange, minFen, maxFen, wholeYuan = false, showErrors = false, error, hint, placeholder = wholeYuan ? '0' : '0.00', ...input }: AmountFieldProps) {
  const limits = { minFen, maxFen, wholeYuan }
  const check = validateAmount(value, limits)
  const shown = useShownError(check, value, showErrors, error)
  return (
    <TextField
      {...input}
      label={label}
      value={value}
      onValueChange={(typed) => {
        const text = amountText(typed)
        const next = validateAmount(text, limits)
        onChange(text, next.ok ? next.value : null)
      }}
      onBlur={shown.onBlur}
      error={shown.error}
      hint={hint}
      placeholder={placeholder}
      type="text"
      inputMode={wholeYuan ? 'numeric' : 'decimal'}
      enterKeyHint="next"
      trailing="元"
    />
  )
}
