import type { MallError } from './MallError'
import { MallErrorCode } from './MallErrorCode'

/**
 * Whether a read is worth another try: no answer, a time-out or errno 500 (REQUEST_FAILED, not decided). A
 * refusal the server decided, or one made here before sending (INVALID_DIGITS), would only come back the same.
 */
export const isUndecidedFailure = (error: MallError): boolean => error.code === MallErrorCode.REQUEST_FAILED && !error.decided
