import type { PendingAgreement, UserTokens } from '@h5/api'
import { runRequest } from '@h5/request'
import type { ContentApi } from './ContentApi'
import { ContentError, ContentErrorCode } from './ContentError'
import type { ContentResult } from './ContentResult'
import type { AcceptAgreementsState } from './contentStates'
import { toContentError } from './toContentError'

/**
 * Records that the user accepted exactly the versions they were shown (POST /v1/agreement/accept). Exclusive: a
 * call while one is in flight gets that call's result and sends nothing, so a double tap on 同意 is one request.
 * Never retried (a mutation is repeated only by the user's tap). Errno 8370301 (`AGREEMENTS_CHANGED`): an
 * agreement changed again meanwhile, nothing was recorded, and the page loads the list anew. The loading
 * overlay shows: the user waits on this tap. Never rejects.
 *
 * @example
 * const accept = createContentState<AcceptAgreementsState>()
 * const result = await acceptAgreements(accept, appApi, tokens, pending)
 * if (result.ok) await appBridge.call('finish')
 */
export function acceptAgreements(
  state: AcceptAgreementsState,
  api: ContentApi,
  tokens: UserTokens,
  shown: readonly Pick<PendingAgreement, 'key' | 'version'>[],
): Promise<ContentResult<{ acceptedAt: number }>> {
  return runRequest(state, {
    exclusive: true,
    toError: toContentError,
    run: async () => {
      if (shown.length === 0) throw new ContentError(ContentErrorCode.BAD_ANSWER, 'nothing to accept')
      const accepted = shown.map(({ key, version }) => ({ key, version }))
      return (await api.acceptAgreements({ ...tokens, accepted })).data
    },
  })
}
