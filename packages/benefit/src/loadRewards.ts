import type { Reward } from '@h5/api'
import { runAction } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

/**
 * Loads the rewards to claim (claimable first) into `state.rewards`.
 *
 * @example
 * await loadRewards(state, api, tokens)
 * state.rewards?.filter((reward) => reward.status === 'claimable')
 */
export function loadRewards(state: BenefitState, api: BenefitApi, tokens: UserTokens): Promise<BenefitResult<Reward[]>> {
  return runAction(state, 'rewards', {
    run: async () => {
      const list = (await api.getRewards(tokens, { quiet: true })).data
      return Array.isArray(list?.items) ? list.items : []
    },
    apply: (items) => {
      state.rewards = items
    },
  })
}
