import { formatFen, parseYuanToFen, type YuanParseFailure } from '@h5/format'
import type { FieldCheck } from './FieldCheck'

export interface AmountLimits {
  /** The smallest amount allowed, in fen, from the caller (a product rule or the server): never a constant here. */
  minFen: number
  /** The largest amount allowed, in fen (e.g. the balance). */
  maxFen: number
  /**
   * Whole yuan only (`10`, not `10.99`): for amounts the server honours only by the yuan, such as a custom
   * recharge, whose fen below a yuan would buy nothing (docs/openapi.yaml, `CustomAmountLimits`). The limits then
   * narrow to the whole yuan inside them.
   */
  wholeYuan?: boolean
}

const MESSAGES: Record<YuanParseFailure, string> = {
  empty: '请输入金额',
  format: '请输入正确的金额',
  decimals: '金额最多两位小数',
}

const YUAN_FEN = 100

/**
 * The amounts `limits` let through, as the smallest and largest fen: with `wholeYuan`, the whole yuan within
 * `minFen`..`maxFen` (a minimum of 1.50 yuan takes 2 yuan at least). `min > max` when none fits.
 *
 * @example
 * amountRange({ minFen: 150, maxFen: 99_999, wholeYuan: true }) // { min: 200, max: 99_900 }
 */
export function amountRange({ minFen, maxFen, wholeYuan = false }: AmountLimits): { min: number; max: number } {
  if (!wholeYuan) return { min: minFen, max: maxFen }
  return { min: Math.ceil(minFen / YUAN_FEN) * YUAN_FEN, max: Math.floor(maxFen / YUAN_FEN) * YUAN_FEN }
}

/** A limit as the message says it: whole yuan as `10元`, anything else with its fen (`0.01元`). */
function limitText(fen: number, wholeYuan: boolean): string {
  return wholeYuan ? `${fen / YUAN_FEN}元` : `${formatFen(fen)}元`
}

/**
 * A typed yuan amount, read by @h5/format's `parseYuanToFen` (the one reading of typed money), checked as
 * integer fen against the caller's limits.
 *
 * @example
 * validateAmount('0.01', { minFen: 1, maxFen: 20000 }) // { ok: true, value: 1 }
 * validateAmount('300', { minFen: 1, maxFen: 20000 }) // { ok: false, message: '金额不能超过200.00元' }
 * validateAmount('10.99', { minFen: 100, maxFen: 20000, wholeYuan: true }) // { ok: false, message: '请输入整数金额' }
 */
export function validateAmount(text: string, limits: AmountLimits): FieldCheck<number> {
  const wholeYuan = limits.wholeYuan ?? false
  const parsed = parseYuanToFen(text)
  if (!parsed.ok) return { ok: false, message: parsed.reason === 'decimals' && wholeYuan ? '请输入整数金额' : MESSAGES[parsed.reason] }
  if (wholeYuan && parsed.fen % YUAN_FEN !== 0) return { ok: false, message: '请输入整数金额' }
  const { min, max } = amountRange(limits)
  if (parsed.fen < min) return { ok: false, message: `金额不能少于${limitText(min, wholeYuan)}` }
  if (parsed.fen > max) return { ok: false, message: `金额不能超过${limitText(max, wholeYuan)}` }
  return { ok: true, value: parsed.fen }
}
