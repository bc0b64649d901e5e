import type { ActivityError } from './ActivityError'
import { ActivityErrorCode } from './ActivityErrorCode'

/**
 * Whether a read is worth another try: no answer, a time-out or errno 500 (REQUEST_FAILED, not decided). A
 * refusal the server decided would only come back the same.
 */
export const isUndecidedFailure = (error: ActivityError): boolean => error.code === ActivityErrorCode.REQUEST_FAILED && !error.decided
