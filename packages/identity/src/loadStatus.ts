import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'
import type { RealNameStatus } from '@h5/api'

/**
 * Loads the real-name status (masked) and the server's limits into `state.realName`.
 *
 * @example
 * const result = await loadStatus(state, identityApi, tokens)
 * if (result.ok && result.data.status === 'verified') showVerified(result.data.maskedName)
 */
export function loadStatus(state: IdentityState, api: IdentityApi, tokens: UserTokens): Promise<IdentityResult<RealNameStatus>> {
  return runAction(state, 'status', {
    run: async () => (await api.getRealNameStatus(tokens, { quiet: true })).data,
    apply: (status) => {
      state.realName = status
    },
  })
}
