import type { CheckedFieldProps } from './CheckedFieldProps'
import type { FieldCheck } from './FieldCheck'
import { TextField } from './TextField'
import { normalizeDigits } from '../platform/normalizeDigits'
import { useShownError } from './useShownError'
import { validateIdNumber } from './validateIdNumber'

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
 * A resident ID number: 18 characters with the GB 11643 check character (`validateIdNumber`); the 15-digit
 * old form is refused with its own message. A typed `x` shows as `X`. Personal data: the field never
 * remembers it (no autofill) and pages never log or store it.
 *
 * @example
 * <IdNumberField value={id.text} onChange={(text, value) => setId({ text, value })} showErrors={submitted} />
 */
export function IdNumberField({
  label = '身份证号',
  value,
  onChange,
  showErrors = false,
  error,
  hint,
  placeholder = '请输入18位身份证号',
  check = validateIdNumber,
  ...input
}: IdNumberFieldProps) {
  const shown = useShownError(check(value), value, showErrors, error)
  return (
    <TextField
      {...input}
      label={label}
      value={value}
      onValueChange={(typed) => {
        // Filter, then cut (issue 13): no maxlength, which would cut a paste before anything is filtered.
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
