import { badDataError, readFields } from '@h5/api'
import { parseMoneyToFen } from './money'
import { QUIET } from './quiet'
import { runAction } from './runAction'
import type { RedPacketApi, RedPacketResult, RedPacketState, RewardAmount } from './types'

/**
 * Loads the user's balance: GET /v1/packet/myReward (docs/openapi.yaml getMyReward) into `sendInfo.amount`, in
 * fen. Any failure, an unreadable amount included (a balance is not shown as a guess), is `MY_REWARD_FAILED` (-1)
 * `数据获取失败`.
 *
 * @example
 * await loadMyReward(state, api)
 * formatFen(state.sendInfo.amount.leftTotal) // '88.88'
 */
export function loadMyReward(
  state: RedPacketState,
  api: Pick<RedPacketApi, 'getMyReward'>,
): Promise<RedPacketResult<RewardAmount>> {
  return runAction(state, 'myReward', {
    run: async () => {
      const data = readFields((await api.getMyReward(undefined, QUIET)).data) ?? {}
      const amount = { leftTotal: parseMoneyToFen(data.leftTotal), rewardTotal: parseMoneyToFen(data.rewardTotal) }
      if (amount.leftTotal === null || amount.rewardTotal === null) throw badDataError()
      return amount
    },
    apply: (amount) => {
      state.sendInfo.amount = amount
    },
  })
}
