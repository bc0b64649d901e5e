import { normalizeDigits } from './normalizeDigits'

/** A mainland mobile number has 11 digits. */
const MOBILE_DIGITS = 11

/**
 * What a mobile-number field keeps of a keystroke or a paste: the digits (full-width ones converted), without
 * a leading country code `86` / `0086` (from `+86 138…`, a contact card), cut to 11 only after that — a paste
 * is never cut before it is filtered.
 *
 * @example
 * mobileDigits('+86 138-0013-8000') // '13800138000'
 */
export function mobileDigits(text: string): string {
  const digits = normalizeDigits(text)
  const national = digits.length > MOBILE_DIGITS ? digits.replace(/^(?:00)?86(?=1[3-9])/, '') : digits
  return national.slice(0, MOBILE_DIGITS)
}
