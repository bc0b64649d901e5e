import type { CashoutInfo } from '@h5/api'

/** What a withdrawal of an amount costs and brings, in fen. */
export interface WithdrawalPreview {
  amountFen: number
  feeFen: number
  /** The money that arrives: the amount less the fee, never below 0. */
  arrivalFen: number
}

/**
 * The fee and the money that arrives for `amountFen`, by the server's rates (docs/openapi.yaml `CashoutInfo`):
 * `max(minFeeFen, round(amountFen × feeRateBp / 10000))`, halves rounded up, all in integer fen.
 *
 * @example
 * previewWithdrawal({ feeRateBp: 300, minFeeFen: 10 }, 10_000) // { amountFen: 10000, feeFen: 300, arrivalFen: 9700 }
 */
export function previewWithdrawal(rates: Pick<CashoutInfo, 'feeRateBp' | 'minFeeFen'>, amountFen: number): WithdrawalPreview {
  const feeFen = Math.min(amountFen, Math.max(rates.minFeeFen, Math.floor((amountFen * rates.feeRateBp + 5000) / 10_000)))
  return { amountFen, feeFen, arrivalFen: amountFen - feeFen }
}
