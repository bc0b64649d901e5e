import { formatFen, parseYuanToFen } from '@h5/format'

/**
 * Yuan as the user types it as integer fen, or null when it is not an amount: @h5/format's `parseYuanToFen`,
 * the one reading of typed money (a JSON number is read through its text). Kept under this name for the
 * callers that took it from here.
 *
 * @deprecated Use `parseYuanToFen` of @h5/format, which also says why a text is not an amount.
 * @example
 * moneyToFen('6.8') // 680
 * moneyToFen(128)   // 12800
 * moneyToFen('1.001') // null
 */
export function moneyToFen(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string') return null
  const parsed = parseYuanToFen(text)
  return parsed.ok ? parsed.fen : null
}

/**
 * Integer fen as yuan with two decimals: @h5/format's `formatFen`, kept under this name for the callers that took
 * it from here. Also the order calls' `YuanAmount` (createWxOrder / createAliOrder).
 *
 * @deprecated Use `formatFen` of @h5/format.
 * @example
 * formatYuan(680) // '6.80'
 */
export const formatYuan: (fen: number) => string = formatFen
