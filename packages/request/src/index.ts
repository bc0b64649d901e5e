export { createActionRunners } from './createActionRunners'
export type { ActionRunners, ActionSteps, AttemptSteps } from './createActionRunners'
export { createErrorTable, SESSION_ERRNOS } from './createErrorTable'
export type { ErrorTable, ErrorTableRows } from './createErrorTable'
export { createIdempotencyKey } from './createIdempotencyKey'
export { createPagedState } from './createPagedState'
export { createRequestState } from './createRequestState'
export { defineDomainError } from './defineDomainError'
export type { DomainErrorClass } from './defineDomainError'
export { DomainError } from './DomainError'
export type { DomainErrorDetails } from './DomainError'
export { findRow } from './findRow'
export type { FailureRows } from './findRow'
export { idleRequests } from './idleRequests'
export { loadPage } from './loadPage'
export { endAttempt, ownAttempts, persistAttempts, startAttempt, updateAttempt } from './moneyAttempts'
export type { AttemptsState, AttemptStorage, MoneyAttempt } from './moneyAttempts'
export { readFailure } from './readFailure'
export type { Failure } from './readFailure'
export { FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, retryDelayMs } from './retryDelayMs'
export { runNamedRequest } from './runNamedRequest'
export { runRequest } from './runRequest'
export { forgetRequests } from './trackRequest'
export type {
  NamedRequestsState,
  Page,
  PagedState,
  PageRequest,
  PageSource,
  RequestResult,
  RequestState,
  RequestStatus,
  RequestSteps,
  RetryOptions,
} from './types'
