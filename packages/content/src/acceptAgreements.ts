import type { PendingAgreement, UserTokens } from '@h5/api'
import type { ContentApi } from './ContentApi'
import { ContentError, ContentErrorCode } from './ContentError'
import type { ContentResult } from './ContentResult'
import { toContentError } from './toContentError'

/**
 * Records that the user accepted exactly the versions they were shown (POST /v1/agreement/accept). Errno
 * 8370301 (`AGREEMENTS_CHANGED`): an agreement changed again meanwhile, nothing was recorded, and the page
 * loads the list anew. The loading overlay shows: the user waits on this tap. Never rejects.
 *
 * @example
 * const result = await acceptAgreements(appApi, tokens, pending)
 * if (result.ok) await appBridge.call('finish')
 */
export async function acceptAgreements(
  api: ContentApi,
  tokens: UserTokens,
  shown: readonly PendingAgreement[],
): Promise<ContentResult<{ acceptedAt: number }>> {
  if (shown.length === 0) return { ok: false, error: new ContentError(ContentErrorCode.BAD_ANSWER, 'nothing to accept') }
  try {
    const accepted = shown.map(({ key, version }) => ({ key, version }))
    const { data } = await api.acceptAgreements({ ...tokens, accepted })
    return { ok: true, data }
  } catch (error) {
    return { ok: false, error: toContentError(error) }
  }
}
