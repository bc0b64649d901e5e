const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/

/**
 * Yuan as the user types it (the custom amount: a decimal string, at most two decimals; a JSON number is read
 * the same way) as integer fen, by string parsing; null when it is not such an amount. No float arithmetic on
 * money. The recharge endpoints send integer fen (readFen); this is for input only.
 *
 * @example
 * moneyToFen('6.8') // 680
 * moneyToFen(128)   // 12800
 * moneyToFen('1.001') // null
 */
export function moneyToFen(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string') return null
  const match = YUAN.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/**
 * Integer fen as yuan with two decimals, for the screen and for the order calls' `YuanAmount`
 * (createWxOrder / createAliOrder).
 *
 * @example
 * formatYuan(680) // '6.80'
 */
export function formatYuan(fen: number): string {
  const whole = Math.floor(fen / 100)
  return `${whole}.${String(fen % 100).padStart(2, '0')}`
}
