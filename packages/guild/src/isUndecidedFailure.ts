import type { GuildError } from './GuildError'
import { GuildErrorCode } from './GuildErrorCode'

/** Whether a read is worth another try: no answer, a time-out or errno 500 (REQUEST_FAILED, not decided). */
export const isUndecidedFailure = (error: GuildError): boolean => error.code === GuildErrorCode.REQUEST_FAILED && !error.decided
