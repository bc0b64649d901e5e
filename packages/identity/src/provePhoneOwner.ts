import type { PhoneOwnerProof } from '@h5/api'
import { checkSmsCode } from './checkPhone'
import { invalidInput } from './invalidInput'
import { runAction } from './runAction'
import type { IdentityApi, IdentityBridge, IdentityResult, IdentityState, UserTokens } from './types'

/**
 * The first step of a phone change: proves that the user holds the bound number with the code sendSmsCode
 * (`phoneOwner`) sent to it (docs/openapi.yaml `provePhoneOwner`). The code is checked first. Answers the
 * `proofTicket` changePhone takes (good once, for 30 minutes). A double tap sends once.
 *
 * @example
 * const proof = await provePhoneOwnerByCode(state, identityApi, { tokens, smsCode })
 * if (proof.ok) showNewNumberStep(proof.data.proofTicket)
 */
export function provePhoneOwnerByCode(state: IdentityState, api: IdentityApi, input: { tokens: UserTokens; smsCode: string }): Promise<IdentityResult<PhoneOwnerProof>> {
  return runAction(state, 'phoneOwner', {
    run: async () => {
      const code = checkSmsCode(input.smsCode)
      if (!code.ok) throw invalidInput(code.message)
      return (await api.provePhoneOwner({ ...input.tokens, smsCode: code.value }, { quiet: true })).data
    },
    exclusive: true,
  })
}

/**
 * The same proof for a verified user who cannot receive codes on the bound number: a face check against the
 * verified document (`startPhoneOwnerFaceCheck`, native `faceVerify`, then `provePhoneOwner` with the ticket
 * and native's outcome; the server decides and counts one of the day's face checks). Not verified is
 * FACE_NEEDS_VERIFIED (manual review is the way), the camera closed CANCELLED, a failed check FACE_FAILED.
 *
 * @example
 * const proof = await provePhoneOwnerByFace(state, { api: identityApi, bridge: appBridge }, { tokens })
 * if (!proof.ok && proof.error.code === IdentityErrorCode.FACE_NEEDS_VERIFIED) offerManualReview()
 */
export function provePhoneOwnerByFace(
  state: IdentityState,
  client: { api: IdentityApi; bridge: IdentityBridge },
  input: { tokens: UserTokens },
): Promise<IdentityResult<PhoneOwnerProof>> {
  const { api, bridge } = client
  return runAction(state, 'phoneOwner', {
    run: async () => {
      const { certifyID } = (await api.startPhoneOwnerFaceCheck(input.tokens, { quiet: true })).data
      const { passed } = await bridge.call('faceVerify', { certifyID })
      return (await api.provePhoneOwner({ ...input.tokens, certifyID, sdkPassed: passed === true }, { quiet: true })).data
    },
    exclusive: true,
  })
}
