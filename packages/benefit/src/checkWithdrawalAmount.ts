import type { CashoutInfo } from '@h5/api'
import { BenefitErrorCode } from './BenefitErrorCode'

/**
 * Whether `amountFen` (the kit's amount field: integer fen, or null for nothing or a malformed entry) may be
 * withdrawn under the server's limits: the code of the first rule it breaks, or null. Checked before sending,
 * so the rule lives here and the page only shows it.
 *
 * @example
 * checkWithdrawalAmount(info, 500) // 'BELOW_MINIMUM' when info.minFen is 1000
 */
export function checkWithdrawalAmount(
  info: Pick<CashoutInfo, 'minFen' | 'maxFen' | 'availableFen'>,
  amountFen: number | null,
): BenefitErrorCode | null {
  if (amountFen === null || !Number.isSafeInteger(amountFen) || amountFen <= 0) return BenefitErrorCode.INVALID_AMOUNT
  if (amountFen < info.minFen) return BenefitErrorCode.BELOW_MINIMUM
  if (amountFen > info.availableFen) return BenefitErrorCode.ABOVE_BALANCE
  if (amountFen > info.maxFen) return BenefitErrorCode.ABOVE_MAXIMUM
  return null
}

/** The most one withdrawal may take now: the available cash value, within the maximum. */
export function withdrawableFen(info: Pick<CashoutInfo, 'maxFen' | 'availableFen'>): number {
  return Math.min(info.availableFen, info.maxFen)
}
