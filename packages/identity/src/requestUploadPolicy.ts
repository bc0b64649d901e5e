import type { PolicyToken } from '@h5/api'
import { toIdentityError } from './errnoTable'
import type { IdentityApi, UserTokens } from './types'

/**
 * A short-lived `realname` upload policy of the object store (getPolicyToken). The endpoint hands back the whole
 * response (docs/openapi.yaml, `x-h5-unwrap: response`), so its errno is checked here: a refusal rejects with
 * the IdentityError of the errno table, for the calling action's runner to report.
 */
export async function requestUploadPolicy(api: IdentityApi, tokens: UserTokens): Promise<PolicyToken> {
  const { errno, errmsg, data } = (await api.getPolicyToken({ ...tokens, scene: 'realname' }, { quiet: true })).data
  if (errno !== 0 || !data) throw toIdentityError({ errno, errmsg })
  return data
}
