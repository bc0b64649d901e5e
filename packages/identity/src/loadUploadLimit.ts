import { readPolicyLimit } from './readPolicyLimit'
import { requestUploadPolicy } from './requestUploadPolicy'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

/**
 * Loads the largest photo the object store takes for manual review, in bytes, into `state.uploadLimit`: the
 * `content-length-range` of a `realname` policy (the server's limit, not the app's; `null` when the policy names
 * none), so a browser's upload tiles refuse a bigger file before anything is sent.
 *
 * @example
 * const result = await loadUploadLimit(state, identityApi, tokens)
 * if (result.ok) setMaxBytes(result.data ?? 0)
 */
export function loadUploadLimit(state: IdentityState, api: IdentityApi, tokens: UserTokens): Promise<IdentityResult<number | null>> {
  return runAction(state, 'uploadLimit', {
    run: async () => readPolicyLimit((await requestUploadPolicy(api, tokens)).policy),
    apply: (limit) => {
      state.uploadLimit = limit
    },
  })
}
