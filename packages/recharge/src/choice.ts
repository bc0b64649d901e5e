import { rechargeError } from './errnoTable'
import { RechargeErrorCode } from './RechargeErrorCode'
import type { RechargeError } from './RechargeError'
import type { CustomAmountLimits, RechargeCaps, RechargeChoice, RechargeOffer } from './types'

/** The price of a choice in fen. */
export function priceOf(choice: RechargeChoice): number {
  return choice.kind === 'package' ? choice.pack.priceFen : choice.amountFen
}

/**
 * The 钻石 a choice credits: a package's diamonds and bonus, or whole yuan of a custom amount at the server's
 * rate (fen below a yuan buy none, as docs/openapi.yaml `CustomAmountLimits` says).
 *
 * @example
 * diamondsOf({ kind: 'custom', amountFen: 8850 }, { minFen: 100, maxFen: 500000, diamondsPerYuan: 10 }) // 880
 */
export function diamondsOf(choice: RechargeChoice, custom: CustomAmountLimits | null): number {
  if (choice.kind === 'package') return choice.pack.diamonds + choice.pack.bonus
  return custom ? Math.floor(choice.amountFen / 100) * custom.diamondsPerYuan : 0
}

/** What is left of today's and this month's caps, in fen (never below 0). */
export function capsLeft(caps: RechargeCaps): { dailyFen: number; monthlyFen: number } {
  return {
    dailyFen: Math.max(0, caps.dailyLimitFen - caps.dailyUsedFen),
    monthlyFen: Math.max(0, caps.monthlyLimitFen - caps.monthlyUsedFen),
  }
}

/**
 * The reminder near a cap (the 2021 rules on live-stream tipping): the tighter cap whose remainder is at most
 * the server's `remindBelowFen`, with what is left; null when both are far away.
 *
 * @example
 * capReminder(offer.caps) // { cap: 'daily', leftFen: 10000 }: 今日还可充值 100.00 元
 */
export function capReminder(caps: RechargeCaps): { cap: 'daily' | 'monthly'; leftFen: number } | null {
  const { dailyFen, monthlyFen } = capsLeft(caps)
  const tighter = monthlyFen < dailyFen ? { cap: 'monthly' as const, leftFen: monthlyFen } : { cap: 'daily' as const, leftFen: dailyFen }
  return tighter.leftFen <= caps.remindBelowFen ? tighter : null
}

/**
 * Checks a choice against the server's offer before anything is sent: a custom amount within the limits
 * (AMOUNT_OUT_OF_RANGE), then the caps (DAILY_CAP, MONTHLY_CAP). Null when it may be ordered; the server checks
 * again (8380001/2/5).
 *
 * @example
 * checkChoice(offer, { kind: 'custom', amountFen: 50 })?.code // 'AMOUNT_OUT_OF_RANGE'
 */
export function checkChoice(offer: RechargeOffer, choice: RechargeChoice): RechargeError | null {
  const price = priceOf(choice)
  if (choice.kind === 'custom') {
    const { custom } = offer
    if (!custom || !Number.isSafeInteger(price) || price < custom.minFen || price > custom.maxFen) return rechargeError(RechargeErrorCode.AMOUNT_OUT_OF_RANGE)
  }
  const left = capsLeft(offer.caps)
  if (price > left.dailyFen) return rechargeError(RechargeErrorCode.DAILY_CAP)
  if (price > left.monthlyFen) return rechargeError(RechargeErrorCode.MONTHLY_CAP)
  return null
}
