import type { PendingAgreement, UserTokens } from '@h5/api'
import type { ContentApi } from './ContentApi'
import type { ContentResult } from './ContentResult'
import { toContentError } from './toContentError'

/**
 * The agreements the user has not accepted in their current version (POST /v1/agreement/pending), for the
 * consent page. An empty list: nothing to accept. Never rejects.
 *
 * @example
 * const result = await loadPendingAgreements(appApi, tokens)
 */
export async function loadPendingAgreements(api: ContentApi, tokens: UserTokens): Promise<ContentResult<PendingAgreement[]>> {
  try {
    const { data } = await api.getPendingAgreements(tokens, { quiet: true })
    return { ok: true, data: data.items }
  } catch (error) {
    return { ok: false, error: toContentError(error) }
  }
}
