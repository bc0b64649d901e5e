/** Yuan with at most two decimals, as the contract allows (a JSON number or a decimal string). */
const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/

/** Parses a yuan amount into integer fen by string parsing (no float maths on money); null when malformed. */
export function yuanToFen(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string') return null
  const match = YUAN.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Integer fen as a yuan string with two decimals, e.g. 188 -> '1.88'. */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** Integer fen as a JSON number of yuan, e.g. 188 -> 1.88 (the wire form some fields use). */
export function fenToYuanNumber(fen: number): number {
  return Number(fenToYuan(fen))
}
