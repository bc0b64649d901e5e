/**
 * Integer fen as yuan text with two decimals, for the form fields' messages (`金额不能少于0.01元`). @h5/redpacket
 * has the same rule as `formatFen`; the kit keeps its own so that no family's package becomes a dependency of the
 * shared components.
 *
 * @example
 * fenToYuan(1) // '0.01'
 * fenToYuan(20000) // '200.00'
 */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
