import type { FieldCheck } from './FieldCheck'
import { fenToYuan } from './fenToYuan'
import { parseYuanToFen, type YuanParseFailure } from './parseYuanToFen'

export interface AmountLimits {
  /** The smallest amount allowed, in fen, from the caller (a product rule or the server): never a constant here. */
  minFen: number
  /** The largest amount allowed, in fen (e.g. the balance). */
  maxFen: number
}

const MESSAGES: Record<YuanParseFailure, string> = {
  empty: '请输入金额',
  format: '请输入正确的金额',
  decimals: '金额最多两位小数',
}

/**
 * A typed yuan amount checked as integer fen against the caller's limits.
 *
 * @example
 * validateAmount('0.01', { minFen: 1, maxFen: 20000 }) // { ok: true, value: 1 }
 * validateAmount('300', { minFen: 1, maxFen: 20000 }) // { ok: false, message: '金额不能超过200.00元' }
 */
export function validateAmount(text: string, { minFen, maxFen }: AmountLimits): FieldCheck<number> {
  const parsed = parseYuanToFen(text)
  if (!parsed.ok) return { ok: false, message: MESSAGES[parsed.reason] }
  if (parsed.fen < minFen) return { ok: false, message: `金额不能少于${fenToYuan(minFen)}元` }
  if (parsed.fen > maxFen) return { ok: false, message: `金额不能超过${fenToYuan(maxFen)}元` }
  return { ok: true, value: parsed.fen }
}
