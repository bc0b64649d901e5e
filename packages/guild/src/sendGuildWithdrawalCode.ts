import type { SmsSent } from '@h5/api'
import { runAction } from './runAction'
import type { GuildApi, GuildResult, GuildState, UserTokens } from './types'

/**
 * Sends the guild withdrawal's SMS code to the president's phone (one a minute: CODE_TOO_OFTEN). A double tap
 * sends one.
 *
 * @example
 * const sent = await sendGuildWithdrawalCode(state, api, tokens)
 * if (sent.ok) startCountdown(sent.data.resendAfterSeconds)
 */
export function sendGuildWithdrawalCode(state: GuildState, api: GuildApi, tokens: UserTokens): Promise<GuildResult<SmsSent>> {
  return runAction(state, 'sendCode', {
    exclusive: true,
    run: async () => (await api.sendGuildWithdrawalSmsCode(tokens, { quiet: true })).data,
  })
}
