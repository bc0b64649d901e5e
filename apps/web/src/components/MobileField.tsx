import type { CheckedFieldProps } from './CheckedFieldProps'
import { TextField } from './TextField'
import { mobileDigits } from '../platform/mobileDigits'
import { useShownError } from './useShownError'
import { validateMobile } from './validateMobile'

/** The number is reported as its 11 digits. */
export type MobileFieldProps = CheckedFieldProps<string>

/**
 * A mainland mobile number (`1[3-9]` and 9 more digits) behind a fixed +86, with the phone's number pad and
 * autofill. What is typed or pasted keeps its digits only, after a leading +86 / 0086 (mobileDigits.ts), so
 * the field shows and reports the 11 digits. The number is personal data: pages never log or store it.
 *
 * @example
 * <MobileField value={mobile.text} onChange={(text, value) => setMobile({ text, value })} showErrors={submitted} />
 */
export function MobileField({ label = '手机号', value, onChange, showErrors = false, error, hint, placeholder = '请输入手机号', ...input }: MobileFieldProps) {
  const shown = useShownError(validateMobile(value), value, showErrors, error)
  return (
    <TextField
      {...input}
      label={label}
      value={value}
      onValueChange={(typed) => {
        const text = mobileDigits(typed)
        const next = validateMobile(text)
        onChange(text, next.ok ? next.value : null)
      }}
      onBlur={shown.onBlur}
      error={shown.error}
      hint={hint}
      placeholder={placeholder}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      leading="+86"
    />
  )
}
