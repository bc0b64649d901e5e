/**
 * Integer fen as the server sends it (docs/openapi.yaml `Fen`: the `…Fen` fields of getRechargeInfo,
 * getPayOrder and findRechargeAccount), or null when it is not a safe non-negative integer (`"6.00"`, `6.5`,
 * `-1`, `1e20`): the caller decides whether that drops a row or makes the answer bad data.
 *
 * @example
 * readFen(600)    // 600
 * readFen('600')  // null
 * readFen(6.5)    // null
 */
export function readFen(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null
}
