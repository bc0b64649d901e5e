import { checkIdNumber } from '@h5/identity'
import type { CheckedFieldProps } from './CheckedFieldProps'
import type { FieldCheck } from './FieldCheck'
import { TextField } from './TextField'
import { normalizeDigits } from '../platform/normalizeDigits'
import { useShownError } from './useShownError'

/** The number is reported upper-cased (`x` as `X`). */
export interface IdNumberFieldProps extends CheckedFieldProps<string> {
  /**
   * The rule the number is held to, when the page's documents are not only the resident ID card (the quick
   * real-name path also takes residence permits: @h5/identity's `checkIdNumber`). Its message is the one the
   * field shows, so the page says nothing else about the number.
   */
  check?: (text: string) => FieldCheck<string>
}

/**
 * An 18-character ID number (a mainland ID card, or a Hong Kong, Macau, Taiwan or foreigner's permanent-residence
 * card), checked by `checkIdNumber` of @h5/identity, the one ID check of the app: the GB 11643 check character,
 * a real birth date from 1900 on, a known region or document prefix. What the field takes is what real-name
 * verification takes. The 15-digit old form is refused with its own message; a typed `x` shows as `X`.
 * Personal data: the field never remembers it (no autofill) and pages never log or store it.
 *
 * @example
 * <IdNumberField value={id.text} onChange={(text, value) => setId({ text, value })} showErrors={submitted} />
 */
export function IdNumberField({
  label = '证件号码',
  value,
  onChange,
  showErrors = false,
  error,
  hint,
  placeholder = '请输入18位证件号码',
  check = checkIdNumber,
  ...input
}: IdNumberFieldProps) {
  const shown = useShownError(check(value), value, showErrors, error)
  return (
    <TextField
      {...input}
      label={label}
      value={value}
      onValueChange={(typed) => {
        // Filter, then cut: no maxlength, which would cut a paste before anything is filtered.
        const text = normalizeDigits(typed, { maxLength: 18, checkX: true })
        const next = check(text)
        onChange(text, next.ok ? next.value : null)
      }}
      onBlur={shown.onBlur}
      error={shown.error}
      hint={hint}
      placeholder={placeholder}
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
    />
  )
}
