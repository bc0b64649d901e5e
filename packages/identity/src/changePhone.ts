import type { PhoneChangeResult } from '@h5/api'
import { checkPhone, checkSmsCode } from './checkPhone'
import { invalidInput } from './invalidInput'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

/**
 * What a phone change sends: the new number (with its dialling code), the code sendSmsCode sent to it and,
 * when a phone is bound, the proof that the user holds it (provePhoneOwner's `proofTicket`).
 */
export interface PhoneChangeInput {
  tokens: UserTokens
  countryCode: string
  phone: string
  smsCode: string
  /** provePhoneOwner's ticket; left out only when no phone is bound (the server answers PHONE_PROOF_INVALID otherwise). */
  proofTicket?: string
}

/**
 * Binds a new phone number (docs/openapi.yaml `changePhone`) with the code `sendSmsCode` (`phoneChange`) sent
 * to it and the proof of the bound number. The number and the code are checked first (nothing is sent when
 * either is wrong); the answer is the
 * new number masked, which also becomes `state.realName.maskedPhone` when the status is loaded. A double tap
 * sends once.
 *
 * @example
 * const changed = await changePhone(state, identityApi, { tokens, countryCode: '+86', phone: '13900139000', smsCode, proofTicket })
 * if (changed.ok) showDone(changed.data.maskedPhone)
 * else if (changed.error.code === IdentityErrorCode.PHONE_BOUND) showBoundElsewhere()
 */
export function changePhone(state: IdentityState, api: IdentityApi, input: PhoneChangeInput): Promise<IdentityResult<PhoneChangeResult>> {
  return runAction(state, 'phone', {
    run: async () => {
      const phone = checkPhone(input.countryCode, input.phone)
      if (!phone.ok) throw invalidInput(phone.message)
      const code = checkSmsCode(input.smsCode)
      if (!code.ok) throw invalidInput(code.message)
      const proof = input.proofTicket ? { proofTicket: input.proofTicket } : {}
      const payload = { ...input.tokens, countryCode: input.countryCode, phone: phone.value, smsCode: code.value, ...proof }
      return (await api.changePhone(payload, { quiet: true })).data
    },
    exclusive: true,
    apply: (changed) => {
      if (state.realName) state.realName.maskedPhone = changed.maskedPhone
    },
  })
}
