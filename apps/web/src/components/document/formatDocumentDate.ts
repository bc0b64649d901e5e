/**
 * A document's `YYYY-MM-DD` as Chinese readers write it: `2026年12月1日`; anything else as it came.
 *
 * @example formatDocumentDate('2026-12-01') // '2026年12月1日'
 */
export function formatDocumentDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : day
}
