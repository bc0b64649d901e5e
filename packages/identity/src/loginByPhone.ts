import type { LoginResult } from '@h5/api'
import { checkPhone, checkSmsCode } from './checkPhone'
import { invalidInput } from './invalidInput'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState } from './types'

/** What the web login sends: the number (with its dialling code) and the code sendSmsCode (`login`) sent to it. */
export interface PhoneLoginInput {
  countryCode: string
  phone: string
  smsCode: string
}

/**
 * The web login outside the app (docs/openapi.yaml `loginByPhone`): a phone number and its SMS code answer the
 * user's tokens, which the caller hands to the app's session service and nowhere else (the state keeps none).
 * `cancellationWithdrawn` says the login withdrew a cancellation in its cooling-off period. A double tap sends
 * once.
 *
 * @example
 * const login = await loginByPhone(state, api, { countryCode: '+86', phone, smsCode })
 * if (login.ok) appSession.acceptWebLogin(login.data)
 */
export function loginByPhone(state: IdentityState, api: IdentityApi, input: PhoneLoginInput): Promise<IdentityResult<LoginResult>> {
  return runAction(state, 'login', {
    run: async () => {
      const phone = checkPhone(input.countryCode, input.phone)
      if (!phone.ok) throw invalidInput(phone.message)
      const code = checkSmsCode(input.smsCode)
      if (!code.ok) throw invalidInput(code.message)
      return (await api.loginByPhone({ countryCode: input.countryCode, phone: phone.value, smsCode: code.value }, { quiet: true })).data
    },
    exclusive: true,
  })
}
