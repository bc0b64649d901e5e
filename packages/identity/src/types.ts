import type { ApiClient, CancellationCheck, PhoneReview, RealNameStatus, UserTokens } from '@h5/api'
import type { NamedRequestsState, RequestResult } from '@h5/request'
import type { IdentityError } from './IdentityError'

/** What an action answers: it never rejects. */
export type IdentityResult<T> = RequestResult<T, IdentityError>

/** The actions that keep a status and an error in the state. */
export type IdentityAction =
  | 'status'
  | 'certify'
  | 'faceCheck'
  | 'manual'
  | 'sms'
  | 'upload'
  | 'phone'
  | 'phoneOwner'
  | 'cancellationCheck'
  | 'cancellation'
  | 'cancellationWithdraw'
  | 'login'
  | 'countryCodes'
  | 'phoneReview'
  | 'phoneReviewStatus'
  | 'uploadLimit'

/**
 * A page visit's identity state (createIdentityState). It holds what the server answered, masked; the name,
 * the ID number and the photos the user types or picks stay in the page's own fields and are only passed to
 * the actions, so they leave memory with the page.
 */
export interface IdentityState extends NamedRequestsState<IdentityAction, IdentityError> {
  /** The real-name status as the server last answered it (masked). */
  realName: RealNameStatus | null
  cancellation: CancellationCheck | null
  /** The manual review for a lost number, as the server last answered it (the new number masked). */
  phoneReview: PhoneReview | null
  /** The largest photo a browser may upload for review, in bytes (loadUploadLimit); null until read or when the policy names none. */
  uploadLimit: number | null
}

/** The endpoints the actions call (an `ApiClient` of @h5/api fits). */
export type IdentityApi = Pick<
  ApiClient,
  | 'getRealNameStatus'
  | 'startFaceVerify'
  | 'getFaceVerifyResult'
  | 'submitManualVerify'
  | 'sendSmsCode'
  | 'changePhone'
  | 'provePhoneOwner'
  | 'startPhoneOwnerFaceCheck'
  | 'getCancellationCheck'
  | 'submitCancellation'
  | 'withdrawCancellation'
  | 'sendLoginSmsCode'
  | 'loginByPhone'
  | 'getPolicyToken'
  | 'getCountryCode'
  | 'submitPhoneReview'
  | 'getPhoneReview'
>

/** How real-name verification ended, for native's `oauthStatusCallback`. */
export type OauthOutcome = 'passed' | 'failed' | 'cancelled'

/** The native operations the actions use, by shape (`createBridge()` of @h5/bridge fits). */
export interface IdentityBridge {
  call(op: 'faceVerify', data: { certifyID: string }): Promise<{ certifyID: string; passed: boolean }>
  call(op: 'uploadPhotos', data: { max?: number; scene?: string }): Promise<{ urls: string[] }>
  call(op: 'oauthStatusCallback', data: { status: OauthOutcome; reason?: string }): Promise<unknown>
  call(op: 'getAppVersion'): Promise<{ version: string }>
}

export type { UserTokens }
