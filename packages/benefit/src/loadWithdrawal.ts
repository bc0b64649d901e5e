import type { Withdrawal } from '@h5/api'
import { runAction } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

/**
 * Loads one withdrawal with its timeline into `state.withdrawal`.
 *
 * @example
 * await loadWithdrawal(state, api, { tokens, withdrawalID: 'wd_3' })
 * state.withdrawal?.timeline.at(-1)?.status // 'reviewing'
 */
export function loadWithdrawal(state: BenefitState, api: BenefitApi, input: { tokens: UserTokens; withdrawalID: string }): Promise<BenefitResult<Withdrawal>> {
  const { tokens, withdrawalID } = input
  return runAction(state, 'withdrawal', {
    run: async () => (await api.getWithdrawal({ ...tokens, withdrawalID }, { quiet: true })).data,
    apply: (withdrawal) => {
      state.withdrawal = withdrawal
    },
  })
}
