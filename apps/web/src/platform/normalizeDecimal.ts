import { toHalfWidth } from '@h5/format'

export interface NormalizeDecimalOptions {
  /** At most this many characters (digits and the point) are kept, counted after the rest is dropped. */
  maxLength?: number
}

/**
 * What a yuan-amount field keeps of a keystroke or a paste: full-width digits and points become ASCII, and a
 * `。` becomes a point (a Chinese input method in Chinese punctuation mode types it for the point key); then
 * only the digits and the first point stay (no sign, no grouping: `1,000.50` is `1000.50`), a leading point
 * becomes `0.`, and the rest is cut to `maxLength`.
 *
 * More than two decimals are kept: the form's check (`validateSendForm` of @h5/redpacket) names them, where a
 * silent cut would change the amount the user meant.
 *
 * @example
 * normalizeDecimal('¥8.88元') // '8.88'
 * normalizeDecimal('８。８') // '8.8'
 */
export function normalizeDecimal(text: string, { maxLength = Infinity }: NormalizeDecimalOptions = {}): string {
  let kept = ''
  let hasPoint = false
  for (const char of toHalfWidth(text).replace(/。/g, '.')) {
    if (char >= '0' && char <= '9') {
      kept += char
    } else if (char === '.' && !hasPoint) {
      hasPoint = true
      kept += kept === '' ? '0.' : '.'
    }
  }
  return kept.slice(0, maxLength)
}

/**
 * What a yuan-amount field that keeps the text as typed (the kit's AmountField) makes of a keystroke or a paste:
 * full-width digits and points become ASCII, `。` a point, and spaces go (`1 000.50`, a paste from a bill); every
 * other character stays for the field's check to name (a sign, an exponent, a letter), so nothing the user meant
 * changes silently. The same rule as normalizeDigits and mobileDigits, the other numeric fields'.
 *
 * @example
 * amountText('１ ０００．５') // '1000.5'
 */
export function amountText(text: string): string {
  return toHalfWidth(text).replace(/。/g, '.').replace(/\s/g, '')
}
