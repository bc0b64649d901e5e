import type { PendingAgreement, UserTokens } from '@h5/api'
import type { ContentApi } from './ContentApi'
import { ContentErrorCode } from './ContentErrorCode'
import type { ContentResult } from './ContentResult'
import type { ContentState } from './contentState'
import { contentError } from './errnoTable'
import { runAction } from './runAction'

/** Input of {@link acceptAgreements}. */
export interface AcceptInput {
  tokens: UserTokens
  /** The agreements the user was shown, at the versions shown: exactly what is recorded. */
  shown: readonly Pick<PendingAgreement, 'key' | 'version'>[]
}

/**
 * Records that the user accepted exactly the versions they were shown (POST /v1/agreement/accept), the time it
 * did in `state.acceptedAt`. Exclusive: a
 * call while one is in flight gets that call's result and sends nothing, so a double tap on 同意 is one request.
 * Never retried (a mutation is repeated only by the user's tap). Errno 8370301 (`AGREEMENTS_CHANGED`): an
 * agreement changed again meanwhile, nothing was recorded, and the page loads the list anew. The loading
 * overlay shows: the user waits on this tap. Never rejects.
 *
 * @example
 * const state = createContentState()
 * const result = await acceptAgreements(state, contentApi, { tokens, shown: pending })
 * if (result.ok) await appBridge.call('finish')
 */
export function acceptAgreements(state: ContentState, api: ContentApi, input: AcceptInput): Promise<ContentResult<{ acceptedAt: number }>> {
  const { tokens, shown } = input
  return runAction(state, 'accept', {
    exclusive: true,
    run: async () => {
      if (shown.length === 0) throw contentError(ContentErrorCode.BAD_ANSWER, { errmsg: 'nothing to accept' })
      const accepted = shown.map(({ key, version }) => ({ key, version }))
      return (await api.acceptAgreements({ ...tokens, accepted })).data
    },
    apply: ({ acceptedAt }) => {
      state.acceptedAt = acceptedAt
    },
  })
}
