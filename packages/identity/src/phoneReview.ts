import type { PhoneReview } from '@h5/api'
import { checkPhone, checkSmsCode } from './checkPhone'
import { invalidInput } from './invalidInput'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

/** What a manual review for a lost number sends (docs/openapi.yaml `submitPhoneReview`). */
export interface PhoneReviewInput {
  tokens: UserTokens
  /** The ID-card photo: native's URL (`pickPhotoInApp`) or the object key of `uploadPhotoToStore`. Personal data. */
  idPhoto: string | null
  /** Why the old number is lost, 5–200 characters. */
  reason: string
  countryCode: string
  phone: string
  smsCode: string
}

/** The reason's bounds (docs/openapi.yaml `PhoneReviewPayload.reason`). */
export const PHONE_REVIEW_REASON = { min: 5, max: 200 } as const

/**
 * Loads the manual phone review into `state.phoneReview` (`none` when never asked for).
 *
 * @example
 * await loadPhoneReview(state, identityApi, tokens)
 * state.phoneReview?.status // 'none' | 'reviewing' | 'approved' | 'rejected'
 */
export function loadPhoneReview(state: IdentityState, api: IdentityApi, tokens: UserTokens): Promise<IdentityResult<PhoneReview>> {
  return runAction(state, 'phoneReviewStatus', {
    run: async () => (await api.getPhoneReview(tokens, { quiet: true })).data,
    apply: (review) => {
      state.phoneReview = review
    },
  })
}

/**
 * Asks staff to bind a new number for a user who lost the old one: the ID photo, the reason, the new number and
 * the code sendSmsCode (`phoneChange`) sent to it. Every field is checked first (nothing is sent otherwise);
 * the answer, `reviewing`, goes into `state.phoneReview`. A double tap sends once.
 *
 * @example
 * const sent = await submitPhoneReview(state, identityApi, { tokens, idPhoto, reason, countryCode: '+86', phone, smsCode })
 * if (sent.ok) showUnderReview(sent.data.reviewDays)
 */
export function submitPhoneReview(state: IdentityState, api: IdentityApi, input: PhoneReviewInput): Promise<IdentityResult<PhoneReview>> {
  return runAction(state, 'phoneReview', {
    run: async () => {
      if (!input.idPhoto) throw invalidInput('请上传证件照片')
      const reason = input.reason.trim()
      if (reason.length < PHONE_REVIEW_REASON.min) throw invalidInput(`请填写申请原因（至少${PHONE_REVIEW_REASON.min}个字）`)
      if (reason.length > PHONE_REVIEW_REASON.max) throw invalidInput(`申请原因不能超过${PHONE_REVIEW_REASON.max}个字`)
      const phone = checkPhone(input.countryCode, input.phone)
      if (!phone.ok) throw invalidInput(phone.message)
      const code = checkSmsCode(input.smsCode)
      if (!code.ok) throw invalidInput(code.message)
      const payload = { ...input.tokens, idPhoto: input.idPhoto, reason, countryCode: input.countryCode, phone: phone.value, smsCode: code.value }
      return (await api.submitPhoneReview(payload, { quiet: true })).data
    },
    exclusive: true,
    apply: (review) => {
      state.phoneReview = review
    },
  })
}
