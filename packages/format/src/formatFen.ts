import { groupDigits } from './groupDigits'

/** What an amount shows when it is unknown (`null`, `undefined`) or not a whole number of fen. */
export const MONEY_FALLBACK = '--'

/** Options of {@link formatFen}. */
export interface FormatFenOptions {
  /** Thousands separators (`1,288.00`), for screens that show large balances. Default: none (`1288.00`). */
  grouping?: boolean
  /** Text after a known amount (`'元'`: `1.88元`); the fallback stands alone (`--`, never `--元`). */
  unit?: string
}

/**
 * Integer fen as yuan text with exactly two decimals, by integer arithmetic: never a float's `toFixed`. The one
 * way money is written, on screens and in the yuan fields of the wire (docs/openapi.yaml, "Money").
 *
 * - Negative amounts keep their sign on the whole amount: `-50` is `-0.50`.
 * - Every safe integer is exact, up to `Number.MAX_SAFE_INTEGER` (`90071992547409.91`); the largest amount the
 *   contract's `Fen` allows, 99999999999, is `999999999.99`.
 * - Anything that is not a safe integer (`null`, `undefined`, NaN, Infinity, `1.5`, `2 ** 53`) is
 *   {@link MONEY_FALLBACK}: a half fen or a rounded guess is never shown as money.
 *
 * @example
 * formatFen(1234) // '12.34'
 * formatFen(-50) // '-0.50'
 * formatFen(128_800, { grouping: true }) // '1,288.00'
 * formatFen(188, { unit: '元' }) // '1.88元'
 * formatFen(Number.NaN) // '--'
 */
export function formatFen(fen: number | null | undefined, { grouping = false, unit = '' }: FormatFenOptions = {}): string {
  if (typeof fen !== 'number' || !Number.isSafeInteger(fen)) return MONEY_FALLBACK
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  const yuan = String(Math.floor(abs / 100))
  const cents = String(abs % 100).padStart(2, '0')
  return `${sign}${grouping ? groupDigits(yuan) : yuan}.${cents}${unit}`
}
