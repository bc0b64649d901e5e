import { defineDomainError, type DomainErrorDetails } from '@h5/request'
import type { ActivityErrorCode } from './ActivityErrorCode'

/** What an ActivityError holds beside its code and message (the base's, @h5/request `DomainErrorDetails`). */
export type ActivityErrorDetails = DomainErrorDetails

/**
 * The one error class of @h5/activity: `message` is the Chinese text a screen shows as is; `code` one of
 * {@link ActivityErrorCode}; `errno`, `errcode`, `errmsg` and `decided` as @h5/request's `DomainError` has them
 * (`decided`: the server answered an errno other than 500, so a draw's attempt is over and the next draw gets a
 * new idempotency key).
 *
 * @example
 * const result = await drawPrizes(state, { api, bridge }, { tokens, draw, count: 10 })
 * if (!result.ok && result.error.code === ActivityErrorCode.POOL_CHANGED) await loadDraw(state, api, { tokens, drawID })
 */
export const ActivityError = defineDomainError<ActivityErrorCode>('ActivityError')
/** An error of {@link ActivityError}. */
export type ActivityError = InstanceType<typeof ActivityError>
