import type { ReactNode } from 'react'

/**
 * The props every checked text field of the kit shares (AmountField, MobileField, IdNumberField): the text as
 * typed, and on every change that text with the checked value, or `null` while it is not valid.
 */
export interface CheckedFieldProps<T> {
  label?: string
  value: string
  /** Every change: the text as the field keeps it, and the checked value or `null`. */
  onChange: (text: string, value: T | null) => void
  /** Show the field's own message even before it is left (after a submit). */
  showErrors?: boolean
  /** A message from the server, shown in place of the field's own. */
  error?: string
  hint?: ReactNode
  placeholder?: string
  id?: string
  disabled?: boolean
  autoFocus?: boolean
}
