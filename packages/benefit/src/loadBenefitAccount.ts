import { badDataError, type BenefitAccount } from '@h5/api'
import { runAction } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

/**
 * Loads the 红钻 account (balances, today's login reward, rewards waiting, whether the user may give) into
 * `state.account`.
 *
 * @example
 * await loadBenefitAccount(state, api, tokens)
 * state.account?.redDiamonds // 128800
 */
export function loadBenefitAccount(state: BenefitState, api: BenefitApi, tokens: UserTokens): Promise<BenefitResult<BenefitAccount>> {
  return runAction(state, 'account', {
    run: async () => {
      const account = (await api.getBenefitAccount(tokens, { quiet: true })).data
      if (!Number.isSafeInteger(account?.redDiamonds) || !Number.isSafeInteger(account?.cashableFen)) throw badDataError()
      return account
    },
    apply: (account) => {
      state.account = account
    },
  })
}
