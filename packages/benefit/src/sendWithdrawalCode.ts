import type { SmsSent } from '@h5/api'
import { runAction } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens } from './types'

/**
 * Sends the withdrawal's SMS code to the bound phone (`verifyBy` sms), for the confirmation sheet before a
 * withdrawal is paid out: where it went (`maskedPhone`) and how long until another may go. Exclusive: a double tap
 * sends one code; the server refuses a second within a minute (SMS_TOO_OFTEN).
 *
 * @example
 * const sent = await sendWithdrawalCode(state, api, tokens)
 * if (sent.ok) showHint(`验证码已发送至${sent.data.maskedPhone}`)
 */
export function sendWithdrawalCode(state: BenefitState, api: BenefitApi, tokens: UserTokens): Promise<BenefitResult<SmsSent>> {
  return runAction(state, 'code', {
    run: async () => (await api.sendWithdrawalSmsCode(tokens, { quiet: true })).data,
    exclusive: true,
  })
}
