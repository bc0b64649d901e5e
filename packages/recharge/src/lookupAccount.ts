import { readFields, readImageUrl, readText } from '@h5/api'
import { rechargeError } from './errnoTable'
import { readOffer } from './readOffer'
import { RechargeErrorCode } from './RechargeErrorCode'
import { runAction } from './runAction'
import type { RechargeAccount, RechargeApi, RechargeResult, RechargeState } from './types'

/** An account ID as the app shows it on a profile: 4 to 12 digits (docs/openapi.yaml `RechargeAccountID`). */
export const ACCOUNT_ID_PATTERN = /^\d{4,12}$/

/**
 * Web recharge: looks up the account an account ID names (nickname and avatar for the user to confirm) and
 * its web offer. A malformed ID fails with INVALID_ACCOUNT_ID before anything is sent; an unknown one with
 * ACCOUNT_UNKNOWN, a minor's with MINOR. A new lookup forgets the confirmed account; an open order attempt stays
 * (it names its account, so another account's order is another attempt; the same account's, looked up again on
 * the return from the pay page, finds its order).
 *
 * @example
 * const result = await lookupAccount(state, api, ' 10001 ')
 * if (result.ok) confirm(result.data.nickname, result.data.avatar)
 */
export function lookupAccount(state: RechargeState, api: Pick<RechargeApi, 'findRechargeAccount'>, accountID: string): Promise<RechargeResult<RechargeAccount>> {
  const id = accountID.trim()
  state.account = null
  state.offer = null
  return runAction(state, 'account', {
    run: async () => {
      if (!ACCOUNT_ID_PATTERN.test(id)) throw rechargeError(RechargeErrorCode.INVALID_ACCOUNT_ID)
      const fields = readFields((await api.findRechargeAccount({ accountID: id }, { quiet: true })).data)
      const account = readFields(fields?.account)
      return {
        account: { accountID: id, nickname: readText(account?.nickname) || id, avatar: readImageUrl(account?.avatar) },
        offer: readOffer(fields?.offer),
      }
    },
    exclusive: true,
    apply: ({ account, offer }) => {
      state.account = account
      state.offer = offer
    },
  }).then((result) => (result.ok ? { ok: true as const, data: result.data.account } : result))
}
