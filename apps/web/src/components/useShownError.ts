import { useState } from 'react'
import type { FieldCheck } from './FieldCheck'

export interface ShownError {
  /** The message to show now, or undefined. */
  error: string | undefined
  /** The input's onBlur: leaving a filled field reveals its message from then on. */
  onBlur: () => void
}

/**
 * When a field's own message shows: not while the user is still typing a first entry, but once they leave the
 * field with something in it, or once the form was submitted (`showErrors`). A message from the server
 * (`serverError`, e.g. 该手机号已绑定) shows at once. The same rule as the red-packet send form
 * (src/pages/redpacket/SendForm.tsx).
 *
 * @example
 * const shown = useShownError(validateMobile(value), value, showErrors, error)
 * <TextField … error={shown.error} onBlur={shown.onBlur} />
 */
export function useShownError(check: FieldCheck<unknown>, value: string, showErrors: boolean, serverError?: string): ShownError {
  const [left, setLeft] = useState(false)
  const own = !check.ok && (left || showErrors) ? check.message : undefined
  return {
    error: serverError ?? own,
    onBlur: () => {
      if (value.trim() !== '') setLeft(true)
    },
  }
}
