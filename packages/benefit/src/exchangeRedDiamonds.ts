import type { ExchangeOption, ExchangeResult } from '@h5/api'
import { BenefitErrorCode } from './BenefitErrorCode'
import { benefitError } from './errnoTable'
import { runAttempt } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

/** What an exchange sends: the user and the preset option they confirmed. */
export interface ExchangeInput {
  tokens: UserTokens
  option: ExchangeOption
}

/**
 * Exchanges one preset option's 红钻 for 钻石 (after the user confirmed it), with the attempt's idempotency key
 * (`state.attempts.exchange`, per option). Not enough 红钻 by the loaded balance is refused before sending. The
 * new balances go into `state.options` and `state.account` when loaded.
 *
 * @example
 * const result = await exchangeRedDiamonds(state, api, { tokens, option })
 * if (result.ok) showToast(`已兑换 ${result.data.diamonds} 钻石`)
 */
export async function exchangeRedDiamonds(state: BenefitState, api: BenefitApi, input: ExchangeInput): Promise<BenefitResult<ExchangeResult>> {
  const { tokens, option } = input
  const balance = state.options?.redDiamonds ?? state.account?.redDiamonds
  if (balance !== undefined && option.red > balance) return { ok: false, error: benefitError(BenefitErrorCode.INSUFFICIENT_RED) }
  return runAttempt(state, 'exchange', {
    run: async (begin) => {
      const { key } = begin(option.optionID)
      return (await api.exchangeRedDiamonds({ ...tokens, optionID: option.optionID, idempotencyKey: key }, { quiet: true })).data
    },
    apply: (result) => {
      if (state.options) state.options.redDiamonds = result.redDiamonds
      if (state.account) {
        state.account.redDiamonds = result.redDiamonds
        state.account.diamonds = result.diamondsBalance
      }
    },
  })
}
