import type { RewardsClaimed } from '@h5/api'
import { BenefitErrorCode } from './BenefitErrorCode'
import { benefitError } from './errnoTable'
import { runAttempt } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

/**
 * 一键领取: claims every reward the loaded list shows as claimable in one request, with the attempt's idempotency key
 * (a retry after a time-out claims nothing twice). The answer says what each came to, so a partial result is said
 * clearly: `claimed` ones are marked claimed in `state.rewards`, `failed` ones by their reason (an expired one
 * expired, one claimed elsewhere claimed). Nothing claimable: `NO_SUCH_REWARD`, nothing
 * sent.
 *
 * @example
 * const result = await claimAllRewards(state, api, tokens)
 * if (result.ok && result.data.failed.length > 0) say(`${result.data.failed.length} 个未能领取`)
 */
export async function claimAllRewards(state: BenefitState, api: BenefitApi, tokens: UserTokens): Promise<BenefitResult<RewardsClaimed>> {
  const rewardIDs = (state.rewards ?? []).filter((reward) => reward.status === 'claimable').map((reward) => reward.rewardID)
  if (rewardIDs.length === 0) return { ok: false, error: benefitError(BenefitErrorCode.NO_SUCH_REWARD) }
  return runAttempt(state, 'claimAll', {
    run: async (begin) => {
      const { key } = begin([...rewardIDs].sort().join(','))
      return (await api.claimAllRewards({ ...tokens, rewardIDs, idempotencyKey: key }, { quiet: true })).data
    },
    apply: (answer) => {
      for (const reward of state.rewards ?? []) {
        if (answer.claimed.some((item) => item.rewardID === reward.rewardID)) reward.status = 'claimed'
        const failed = answer.failed.find((item) => item.rewardID === reward.rewardID)
        if (failed) reward.status = failed.reason === 'expired' ? 'expired' : 'claimed'
      }
      if (state.account) {
        state.account.redDiamonds = answer.redDiamonds
        state.account.rewardsToClaim = 0
      }
    },
  })
}
