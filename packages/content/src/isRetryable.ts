import type { RetryOptions } from '@h5/request'
import type { ContentError } from './ContentError'
import { ContentErrorCode } from './ContentErrorCode'

/**
 * Whether a failed read is worth sending again (@h5/request's `retryable`): only when no errno came back (no
 * network, a time-out, a 5xx without an envelope). An errno is the server's answer: sending again gives the same
 * one, and an ended session (8304006) closes the page instead.
 *
 * @example
 * runAction(state, 'rule', { ...CONTENT_READ, run })
 */
export function isRetryable(error: ContentError): boolean {
  return error.code === ContentErrorCode.REQUEST_FAILED && error.errno === undefined
}

/** How many times a content read is sent again after a transport failure: once, after 1 s (data-layer.md). */
export const READ_RETRIES = 1

/** How every content read is retried (the steps `loadRuleDocument`, `loadForbidNotice`, `loadPendingAgreements` share). */
export const CONTENT_READ: RetryOptions<ContentError> = { retry: READ_RETRIES, retryable: isRetryable }
