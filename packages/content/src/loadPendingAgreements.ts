import type { PendingAgreement, UserTokens } from '@h5/api'
import type { ContentApi } from './ContentApi'
import type { ContentResult } from './ContentResult'
import type { ContentState } from './contentState'
import { CONTENT_READ } from './isRetryable'
import { runAction } from './runAction'

/**
 * The agreements the user has not accepted in their current version (POST /v1/agreement/pending, a read), for
 * the consent page, into `state.pending`. An empty list: nothing to accept. A transport failure is retried once. The
 * latest call writes; never rejects.
 *
 * @example
 * const state = createContentState()
 * const result = await loadPendingAgreements(state, contentApi, tokens)
 */
export function loadPendingAgreements(state: ContentState, api: ContentApi, tokens: UserTokens): Promise<ContentResult<PendingAgreement[]>> {
  return runAction(state, 'pending', {
    ...CONTENT_READ,
    run: async () => (await api.getPendingAgreements(tokens, { quiet: true })).data.items,
    apply: (items) => {
      state.pending = items
    },
  })
}
