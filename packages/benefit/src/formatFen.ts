import { formatFen as formatMoney } from '@h5/format'

/**
 * Fen as yuan with two decimals and thousands separators, for screens: `128800` → `1,288.00`. The rule is
 * @h5/format's `formatFen` (the one money formatter), kept under this name for the callers that took it from
 * here: anything that is not a whole number of fen is `--`, never `NaN.NaN`.
 *
 * @deprecated Use `formatFen(fen, { grouping: true })` of @h5/format.
 * @example
 * formatFen(9700) // '97.00'
 */
export function formatFen(fen: number): string {
  return formatMoney(fen, { grouping: true })
}
