import { defineDomainError, type DomainErrorDetails } from '@h5/request'
import type { MallErrorCode } from './MallErrorCode'

/** What a MallError holds beside its code and message (the base's, @h5/request `DomainErrorDetails`). */
export type MallErrorDetails = DomainErrorDetails

/**
 * The one error class of @h5/mall: `message` is the Chinese text a screen shows as is; `code` one of
 * {@link MallErrorCode}; `errno`, `errcode`, `errmsg` and `decided` as @h5/request's `DomainError` has them
 * (`decided`: the server answered an errno other than 500, so a money attempt is over and a new one gets a new
 * idempotency key).
 *
 * @example
 * const result = await buyGoods(state, { api, bridge }, { tokens, goodsID, option })
 * if (!result.ok && result.error.code === MallErrorCode.INSUFFICIENT_DIAMONDS) offerRecharge()
 */
export const MallError = defineDomainError<MallErrorCode>('MallError')
/** An error of {@link MallError}. */
export type MallError = InstanceType<typeof MallError>
