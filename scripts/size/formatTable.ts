import { KB } from '../budgets.ts'

/**
 * A plain-text table: the first column (names) left-aligned, the others (figures) right-aligned, two spaces
 * apart, the header first.
 *
 * @example
 * formatTable(['file', 'gzip'], [['index.js', kb(1024)]])
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows]
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)))
  return all
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  '))
    .join('\n')
}

/** Bytes in KB (1024 bytes, as scripts/budgets.ts counts) with two decimals. */
export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(2)} KB`
}
