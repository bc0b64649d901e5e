import type { DocumentType, ManualPhotos, RealNameStatus } from '@h5/api'
import { checkSmsCode } from './checkPhone'
import { checkRealName } from './checkRealName'
import { checkDocumentNumber } from './documentTypes'
import { invalidInput } from './invalidInput'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

export interface ManualVerifyInput {
  tokens: UserTokens
  realName: string
  docType: DocumentType
  docNumber: string
  /** URLs from native's uploadPhotos, or the keys uploadPhotoToStore answered; `null` for a photo not yet taken. */
  photos: { front: string | null; back: string | null; handheld: string | null }
  smsCode: string
}

/**
 * Submits a document for manual review: checks every field first (nothing is sent while one fails), then the
 * server answers the status `reviewing`, written to `state.realName`. A double tap submits once.
 *
 * @example
 * const result = await submitManualVerify(state, identityApi, { tokens, realName, docType: 'passport', docNumber, photos, smsCode })
 * if (result.ok) navigate('/oauth/v2/result')
 */
export function submitManualVerify(state: IdentityState, api: IdentityApi, input: ManualVerifyInput): Promise<IdentityResult<RealNameStatus>> {
  return runAction(state, 'manual', {
    run: async () => {
      const name = checkRealName(input.realName)
      if (!name.ok) throw invalidInput(name.message)
      const number = checkDocumentNumber(input.docType, input.docNumber)
      if (!number.ok) throw invalidInput(number.message)
      const { front, back, handheld } = input.photos
      if (!front || !back || !handheld) throw invalidInput('请上传证件正面、反面和手持证件照')
      const code = checkSmsCode(input.smsCode)
      if (!code.ok) throw invalidInput(code.message)
      const photos: ManualPhotos = { front, back, handheld }
      const payload = { ...input.tokens, realName: name.value, docType: input.docType, docNumber: number.value, photos, smsCode: code.value }
      return (await api.submitManualVerify(payload)).data
    },
    exclusive: true,
    apply: (status) => {
      state.realName = status
    },
  })
}
