export { createIdempotencyKey } from './createIdempotencyKey'
export { createPagedState } from './createPagedState'
export { createRequestState } from './createRequestState'
export { loadPage } from './loadPage'
export { endAttempt, persistAttempts, startAttempt, updateAttempt } from './moneyAttempts'
export type { AttemptsState, AttemptStorage, MoneyAttempt } from './moneyAttempts'
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
