import { MONEY_FALLBACK } from './formatFen'
import { groupDigits } from './groupDigits'

/**
 * A count of a virtual currency or of things (钻石, 红钻, 人) with thousands separators: `128800` is `128,800`.
 * The grouping of {@link formatFen}, on the digits, so 钻石 and yuan read alike; never `toLocaleString`, whose
 * output depends on the locale asked for and the engine. Anything that is not a safe integer (`null`, NaN, `1.5`)
 * is `--`, as for money: a guess is never shown as a balance or a price.
 *
 * @example
 * formatCount(128_800) // '128,800'
 * formatCount(-1200) // '-1,200'
 * formatCount(Number.NaN) // '--'
 */
export function formatCount(count: number | null | undefined): string {
  if (typeof count !== 'number' || !Number.isSafeInteger(count)) return MONEY_FALLBACK
  const sign = count < 0 ? '-' : ''
  return sign + groupDigits(String(Math.abs(count)))
}
