import type { RewardClaimed } from '@h5/api'
import { BenefitErrorCode } from './BenefitErrorCode'
import { runAction } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

/**
 * Claims one reward. Success and "already claimed" (8390103) mark it claimed in `state.rewards`; an expired or
 * unknown one (8390104) is marked expired, so the list matches the server without a reload.
 *
 * @example
 * const result = await claimReward(state, api, { tokens, rewardID: 'rw_1' })
 * if (result.ok) showToast(`+${result.data.gotRed} 红钻`)
 */
export async function claimReward(state: BenefitState, api: BenefitApi, input: { tokens: UserTokens; rewardID: string }): Promise<BenefitResult<RewardClaimed>> {
  const { tokens, rewardID } = input
  const result = await runAction(state, 'claim', {
    run: async () => (await api.claimReward({ ...tokens, rewardID }, { quiet: true })).data,
    exclusive: true,
    apply: (claimed) => {
      if (state.account) state.account.redDiamonds = claimed.redDiamonds
    },
  })
  const reward = state.rewards?.find((item) => item.rewardID === rewardID)
  if (reward) {
    if (result.ok || result.error.code === BenefitErrorCode.ALREADY_CLAIMED) reward.status = 'claimed'
    else if (result.error.code === BenefitErrorCode.NO_SUCH_REWARD) reward.status = 'expired'
  }
  return result
}
