import type { FaceVerifyTicket } from '@h5/api'
import { checkIdNumber } from './checkIdNumber'
import { checkRealName } from './checkRealName'
import { invalidInput } from './invalidInput'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

export interface QuickVerifyInput {
  tokens: UserTokens
  /** As typed; checked by checkRealName. */
  realName: string
  /** As typed; checked by checkIdNumber (the quick path's four documents). */
  idNumber: string
}

/**
 * The quick path's first step: checks the name and number, then asks the server for a certify ticket (it
 * checks the name against the number and counts one of the day's attempts). A double tap sends one request.
 *
 * @example
 * const ticket = await startFaceVerify(state, identityApi, { tokens, realName, idNumber })
 * if (ticket.ok) await runFaceCheck(state, { api: identityApi, bridge: appBridge }, { tokens, certifyID: ticket.data.certifyID })
 */
export function startFaceVerify(state: IdentityState, api: IdentityApi, input: QuickVerifyInput): Promise<IdentityResult<FaceVerifyTicket>> {
  return runAction(state, 'certify', {
    run: async () => {
      const name = checkRealName(input.realName)
      if (!name.ok) throw invalidInput(name.message)
      const id = checkIdNumber(input.idNumber)
      if (!id.ok) throw invalidInput(id.message)
      return (await api.startFaceVerify({ ...input.tokens, realName: name.value, idNumber: id.value })).data
    },
    exclusive: true,
  })
}
