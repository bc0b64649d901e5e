import type { GiftResult } from '@h5/api'
import { BenefitErrorCode } from './BenefitErrorCode'
import { benefitError } from './errnoTable'
import { runAttempt } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, Friend, UserTokens } from './types'

/** What a gift sends: the user, the friend native's picker gave, and the 红钻 as typed (null: nothing or malformed). */
export interface GiftInput {
  tokens: UserTokens
  friend: Friend
  red: number | null
}

/**
 * Gives `red` 红钻 to a friend (after the user confirmed the friend and the amount), with the attempt's
 * idempotency key (`state.attempts.give`, per friend and amount: the friend's user ID, never the name). Refused
 * before sending: a minor (the account's `canGive` is false: giving moves value like a tip, which minors may
 * not), no whole positive amount, more than the loaded balance.
 *
 * @example
 * const result = await giveRedDiamonds(state, api, { tokens, friend, red: 100 })
 * if (result.ok) showToast(`已赠送给${friend.nickName}`)
 */
export async function giveRedDiamonds(state: BenefitState, api: BenefitApi, input: GiftInput): Promise<BenefitResult<GiftResult>> {
  const { tokens, friend, red } = input
  const account = state.account
  if (account && !account.canGive) return { ok: false, error: benefitError(BenefitErrorCode.MINOR) }
  if (red === null || !Number.isSafeInteger(red) || red <= 0) return { ok: false, error: benefitError(BenefitErrorCode.INVALID_AMOUNT) }
  if (account && red > account.redDiamonds) return { ok: false, error: benefitError(BenefitErrorCode.INSUFFICIENT_RED) }
  return runAttempt(state, 'give', {
    run: async (begin) => {
      const { key } = begin(`${friend.userID}:${red}`)
      return (await api.giveRedDiamonds({ ...tokens, toUserID: friend.userID, red, idempotencyKey: key }, { quiet: true })).data
    },
    apply: (gift) => {
      if (state.account) state.account.redDiamonds = gift.redDiamonds
    },
  })
}
