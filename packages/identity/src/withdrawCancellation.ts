import type { CancellationCheck } from '@h5/api'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

/**
 * 撤销注销: withdraws a cancellation in its cooling-off period (docs/openapi.yaml `withdrawCancellation`); the
 * check as it now stands (nothing pending) goes into `state.cancellation`. The server answers the same with
 * nothing pending, so a retry is safe; a double tap sends once.
 *
 * @example
 * const withdrawn = await withdrawCancellation(state, identityApi, { tokens })
 * if (withdrawn.ok) showToast('已撤销注销申请')
 */
export function withdrawCancellation(state: IdentityState, api: IdentityApi, input: { tokens: UserTokens }): Promise<IdentityResult<CancellationCheck>> {
  return runAction(state, 'cancellationWithdraw', {
    run: async () => (await api.withdrawCancellation(input.tokens, { quiet: true })).data,
    exclusive: true,
    apply: (check) => {
      state.cancellation = check
    },
  })
}
