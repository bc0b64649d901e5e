import { defineDomainError, type DomainErrorDetails } from '@h5/request'
import type { TeenErrorCode } from './TeenErrorCode'

/** What a TeenError holds beside its code and message (the base's, @h5/request `DomainErrorDetails`). */
export type TeenErrorDetails = DomainErrorDetails

/**
 * The one error class of @h5/teen: the `error` of a failed {@link TeenResult}. `message` is the Chinese text the
 * screen shows as is; `code` one of {@link TeenErrorCode}; `errcode` and `errmsg` are what native said, when the
 * failure came from the bridge (as @h5/request's `DomainError` has them). Made by the table (`teenError`,
 * `toTeenError` in errnoTable.ts), never by hand.
 *
 * @example
 * const closed = await closeTeenMode(state, bridge, pin)
 * if (!closed.ok) showToast(closed.error.message) // e.g. 密码错误，请重新输入
 */
export const TeenError = defineDomainError<TeenErrorCode>('TeenError')
/** An error of {@link TeenError}. */
export type TeenError = InstanceType<typeof TeenError>
