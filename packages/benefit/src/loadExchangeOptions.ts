import type { ExchangeOptions } from '@h5/api'
import { runAction } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

/**
 * Loads the server's rate and preset exchange options into `state.options`.
 *
 * @example
 * await loadExchangeOptions(state, api, tokens)
 * state.options?.options[0] // { optionID: 'hz_60', red: 600, diamonds: 60 }
 */
export function loadExchangeOptions(state: BenefitState, api: BenefitApi, tokens: UserTokens): Promise<BenefitResult<ExchangeOptions>> {
  return runAction(state, 'options', {
    run: async () => (await api.getExchangeOptions(tokens, { quiet: true })).data,
    apply: (options) => {
      state.options = options
    },
  })
}
