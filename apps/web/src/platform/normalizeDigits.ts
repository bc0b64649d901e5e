import { toHalfWidth } from '@h5/format'

export interface NormalizeDigitsOptions {
  /** At most this many characters are kept, counted after everything else is dropped. Default: no limit. */
  maxLength?: number
  /**
   * Keep an `X` (or `x`, `Ｘ`, `ｘ`, upper-cased) in the last place, `maxLength`: the check character of an
   * 18-character ID number (GB 11643). An X anywhere else is dropped.
   */
  checkX?: boolean
}

/**
 * What a numeric field keeps of a keystroke or a paste: full-width digits become ASCII, everything that is not
 * a digit is dropped, and only then is the rest cut to `maxLength` (a paste of `PIN: 0427` is the
 * PIN `0427`, not `PIN:`). For PINs, SMS codes, phone numbers, counts and ID numbers (with `checkX`).
 *
 * A field using this must not also set the input's `maxlength`: the browser would cut a paste before this runs.
 *
 * @example
 * normalizeDigits('PIN: 0427', { maxLength: 4 }) // '0427'
 * normalizeDigits('１３８ ００１３ ８０００', { maxLength: 11 }) // '13800138000'
 * normalizeDigits('11010519491231002x', { maxLength: 18, checkX: true }) // '11010519491231002X'
 */
export function normalizeDigits(text: string, { maxLength = Infinity, checkX = false }: NormalizeDigitsOptions = {}): string {
  let kept = ''
  for (const char of toHalfWidth(text)) {
    if (kept.length >= maxLength) break
    if (char >= '0' && char <= '9') kept += char
    else if (checkX && (char === 'X' || char === 'x') && kept.length === maxLength - 1) kept += 'X'
  }
  return kept
}
