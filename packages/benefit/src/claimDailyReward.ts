import type { DailyRewardClaimed } from '@h5/api'
import { BenefitErrorCode } from './BenefitErrorCode'
import { runAction } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

/**
 * Claims today's login reward, once a day. A success, and an "already claimed" answer (8390103, another device
 * was first), both leave `state.account.daily.claimedToday` true, so the page shows the claimed state.
 *
 * @example
 * const result = await claimDailyReward(state, api, tokens)
 * if (result.ok) showToast(`+${result.data.gotRed} 红钻`)
 */
export async function claimDailyReward(state: BenefitState, api: BenefitApi, tokens: UserTokens): Promise<BenefitResult<DailyRewardClaimed>> {
  const result = await runAction(state, 'daily', {
    run: async () => (await api.claimDailyReward(tokens, { quiet: true })).data,
    exclusive: true,
    apply: (claimed) => {
      if (!state.account) return
      state.account.redDiamonds = claimed.redDiamonds
      state.account.daily.streakDays = claimed.streakDays
    },
  })
  if (state.account && (result.ok || result.error.code === BenefitErrorCode.ALREADY_CLAIMED)) state.account.daily.claimedToday = true
  return result
}
