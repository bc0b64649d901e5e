import { formatFen, MONEY_FALLBACK } from '@h5/redpacket'

/**
 * Fen as the amount text of a list row: `1.88元`, or `--` alone when the server's value was unreadable.
 *
 * @example
 * yuanText(188) // '1.88元'
 */
export function yuanText(fen: number | null): string {
  return fen === null ? MONEY_FALLBACK : `${formatFen(fen)}元`
}
