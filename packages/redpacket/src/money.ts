/**
 * Money is held in integer fen and only turned into yuan text for display (DESIGN §4): float arithmetic on
 * money is never done.
 */

/** `1234` fen -> `'12.34'`. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(fen))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
