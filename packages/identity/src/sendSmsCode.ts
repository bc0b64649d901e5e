import type { SmsSendPayload, SmsSent } from '@h5/api'
import { checkPhone } from './checkPhone'
import { invalidInput } from './invalidInput'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

export type SmsScene =
  | { scene: 'realname'; tokens: UserTokens }
  | { scene: 'cancellation'; tokens: UserTokens }
  | { scene: 'phoneOwner'; tokens: UserTokens }
  | { scene: 'phoneChange'; tokens: UserTokens; countryCode: string; phone: string }

/**
 * Sends a 6-digit code for a signed-in user: to the bound phone (`realname`, `cancellation`, and
 * `phoneOwner`, the proof before a phone change) or to a new number (`phoneChange`). The web login's code is
 * sendLoginCode's. Answers the server's wait before a resend (`resendAfterSeconds`, 60) and the sends left
 * today. One request per double tap.
 *
 * @example
 * const sent = await sendSmsCode(state, identityApi, { scene: 'cancellation', tokens })
 * if (sent.ok) startCountdown(sent.data.resendAfterSeconds)
 */
export function sendSmsCode(state: IdentityState, api: IdentityApi, input: SmsScene): Promise<IdentityResult<SmsSent>> {
  return runAction(state, 'sms', { exclusive: true, run: () => send(api, input) })
}

async function send(api: IdentityApi, input: SmsScene): Promise<SmsSent> {
  if (input.scene !== 'phoneChange') return (await api.sendSmsCode({ ...input.tokens, scene: input.scene }, { quiet: true })).data
  const phone = checkPhone(input.countryCode, input.phone)
  if (!phone.ok) throw invalidInput(phone.message)
  const payload: SmsSendPayload = { ...input.tokens, scene: 'phoneChange', countryCode: input.countryCode, phone: phone.value }
  return (await api.sendSmsCode(payload, { quiet: true })).data
}
