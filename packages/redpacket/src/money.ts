import { formatFen } from '@h5/format'

// The one money formatter and its fallback, re-exported for this package's modules and for the callers that
// took them from here.
export { formatFen, MONEY_FALLBACK } from '@h5/format'

/**
 * Money is held in integer fen and only turned into yuan text for display (docs/families.md, "Money and
 * identity"): float arithmetic on money is never done. The server sends yuan as a JSON number or a decimal string
 * (`1.88` or `'1.88'`). Writing fen as yuan is @h5/format's `formatFen`, the one money formatter; this package
 * re-exports it (and `MONEY_FALLBACK`) for the callers that took it from here.
 */

/** A plain decimal: digits, then optionally a point and digits. No sign, exponent, grouping or bare point. */
const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/**
 * A server money value (yuan) as integer fen, by string parsing, or `null` when it is not an amount.
 *
 * - JSON numbers are read through their shortest decimal text (`1.005` reads as `'1.005'`; JSON `1e3` is the
 *   number 1000). Numbers JavaScript prints with an exponent (below 1e-6, from 1e21) give `null`.
 * - Strings must be plain decimals: surrounding spaces are ignored; a sign (`'+1'`, `'-1'`), an exponent
 *   (`'1e3'`), grouping (`'1,000'`) or a bare point (`'.5'`, `'5.'`) gives `null`.
 * - More than two decimals are rounded half up on the digits (四舍五入): `'1.005'` -> 101, `'1.004'` -> 100.
 * - `null` for negative values, NaN, Infinity, empty text, other types, and amounts beyond
 *   `Number.MAX_SAFE_INTEGER` fen.
 *
 * @example
 * parseMoneyToFen('1.88') // 188
 * parseMoneyToFen(0.01) // 1
 * parseMoneyToFen('abc') // null
 */
export function parseMoneyToFen(value: unknown): number | null {
  let text: string
  if (typeof value === 'number') {
    // `!(value >= 0)` also catches NaN; numbers that print with an exponent fail the pattern below.
    if (!(value >= 0)) return null
    text = String(value)
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return null
  }
  const match = DECIMAL.exec(text)
  if (!match) return null
  const decimals = match[2] ?? ''
  const roundUp = decimals.charAt(2) >= '5' ? 1 : 0
  const fen = Number(match[1]) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0')) + roundUp
  return Number.isSafeInteger(fen) ? fen : null
}

/**
 * A server money value as yuan text with two decimals (`formatFen` of @h5/format), or `--` (`MONEY_FALLBACK`)
 * when it is not an amount.
 *
 * @example
 * formatMoney(1.8) // '1.80'
 * formatMoney('1.005') // '1.01' (float toFixed would say '1.00')
 * formatMoney(undefined) // '--'
 */
export function formatMoney(value: unknown): string {
  return formatFen(parseMoneyToFen(value))
}
