import { defineDomainError, type DomainErrorDetails } from '@h5/request'
import type { RechargeErrorCode } from './RechargeErrorCode'

/** What a RechargeError holds beside its code and message (the base's, @h5/request `DomainErrorDetails`). */
export type RechargeErrorDetails = DomainErrorDetails

/**
 * The one error class of @h5/recharge: `message` is the Chinese text a screen shows as is; `code` one of
 * {@link RechargeErrorCode}; `errno`, `errcode`, `errmsg` and `decided` as @h5/request's `DomainError` has them.
 * It never holds tokens.
 *
 * @example
 * const result = await payInApp(state, client, input)
 * if (!result.ok && result.error.code === RechargeErrorCode.MINOR) showTeenLink()
 */
export const RechargeError = defineDomainError<RechargeErrorCode>('RechargeError')
/** An error of {@link RechargeError}. */
export type RechargeError = InstanceType<typeof RechargeError>
