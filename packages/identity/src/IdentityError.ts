import { defineDomainError, type DomainErrorDetails } from '@h5/request'
import type { IdentityErrorCode } from './IdentityErrorCode'

/** What an IdentityError holds beside its code and message (the base's, @h5/request `DomainErrorDetails`). */
export type IdentityErrorDetails = DomainErrorDetails

/**
 * The one error class of @h5/identity: `message` is the Chinese text a screen shows as is; `code` one of
 * {@link IdentityErrorCode}; `errno`, `errcode`, `errmsg` and `decided` as @h5/request's `DomainError` has them.
 * It never holds the name, the ID number or a photo.
 *
 * @example
 * const result = await startFaceVerify(state, api, input)
 * if (!result.ok && result.error.code === IdentityErrorCode.ATTEMPTS_EXHAUSTED) offerManualReview()
 */
export const IdentityError = defineDomainError<IdentityErrorCode>('IdentityError')
/** An error of {@link IdentityError}. */
export type IdentityError = InstanceType<typeof IdentityError>
