import { readFields } from '@h5/api'
import { readOffer } from './readOffer'
import { runAction } from './runAction'
import type { RechargeApi, RechargeOffer, RechargeResult, RechargeState, UserTokens } from './types'

/**
 * Loads the signed-in user's 钻石 balance and offer (packages, custom limits, caps) into the state. A minor's
 * account fails with MINOR (errno 8304101).
 *
 * @example
 * const result = await loadRechargeInfo(state, api, tokens)
 * if (!result.ok && result.error.code === RechargeErrorCode.MINOR) showRefusal(result.error.message)
 */
export function loadRechargeInfo(
  state: RechargeState,
  api: Pick<RechargeApi, 'getRechargeInfo'>,
  tokens: UserTokens,
): Promise<RechargeResult<{ balance: number; offer: RechargeOffer }>> {
  return runAction(state, 'info', {
    run: async () => {
      const fields = readFields((await api.getRechargeInfo(tokens, { quiet: true })).data)
      const balance = typeof fields?.balance === 'number' && Number.isSafeInteger(fields.balance) && fields.balance >= 0 ? fields.balance : 0
      return { balance, offer: readOffer(fields?.offer) }
    },
    apply: ({ balance, offer }) => {
      state.balance = balance
      state.offer = offer
    },
  })
}
