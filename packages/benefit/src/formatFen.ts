/**
 * Fen as yuan with two decimals and thousands separators, for screens: `128800` → `1,288.00`.
 *
 * @example
 * formatFen(9700) // '97.00'
 */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(fen))
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`
}
