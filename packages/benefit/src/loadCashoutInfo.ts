import { badDataError, type CashoutInfo } from '@h5/api'
import { runAction } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

const MONEY_FIELDS = ['availableFen', 'minFen', 'maxFen', 'feeRateBp', 'minFeeFen', 'timesPerMonth', 'timesLeft'] as const

/**
 * Loads the cash-out eligibility, limits and rates into `state.cashout`. An answer whose money fields are not
 * whole numbers is refused (REQUEST_FAILED): no arithmetic on what the server did not say.
 *
 * @example
 * const result = await loadCashoutInfo(state, api, tokens)
 * if (result.ok) showGate(cashoutGate(result.data))
 */
export function loadCashoutInfo(state: BenefitState, api: BenefitApi, tokens: UserTokens): Promise<BenefitResult<CashoutInfo>> {
  return runAction(state, 'cashout', {
    run: async () => {
      const info = (await api.getCashoutInfo(tokens, { quiet: true })).data
      if (MONEY_FIELDS.some((field) => !Number.isSafeInteger(info?.[field]))) throw badDataError()
      return info
    },
    apply: (info) => {
      state.cashout = info
    },
  })
}
