import type { PendingAgreement, UserTokens } from '@h5/api'
import { runRequest } from '@h5/request'
import type { ContentApi } from './ContentApi'
import type { ContentResult } from './ContentResult'
import type { PendingAgreementsState } from './contentStates'
import { isRetryable, READ_RETRIES } from './isRetryable'
import { toContentError } from './toContentError'

/**
 * The agreements the user has not accepted in their current version (POST /v1/agreement/pending, a read), for
 * the consent page, into `state`. An empty list: nothing to accept. A transport failure is retried once. The
 * latest call writes; never rejects.
 *
 * @example
 * const pending = createContentState<PendingAgreementsState>()
 * const result = await loadPendingAgreements(pending, appApi, tokens)
 */
export function loadPendingAgreements(state: PendingAgreementsState, api: ContentApi, tokens: UserTokens): Promise<ContentResult<PendingAgreement[]>> {
  return runRequest(state, {
    toError: toContentError,
    retry: READ_RETRIES,
    retryable: isRetryable,
    run: async () => (await api.getPendingAgreements(tokens, { quiet: true })).data.items,
  })
}
