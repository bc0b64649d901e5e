import type { CancellationCheck, CancellationCondition } from '@h5/api'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

/**
 * Loads the cancellation conditions, the cooling-off period and a cancellation already under way into
 * `state.cancellation`.
 *
 * @example
 * const check = await loadCancellationCheck(state, identityApi, tokens)
 * if (check.ok && check.data.pending) navigate('/account/cancellation/done')
 */
export function loadCancellationCheck(state: IdentityState, api: IdentityApi, tokens: UserTokens): Promise<IdentityResult<CancellationCheck>> {
  return runAction(state, 'cancellationCheck', {
    run: async () => (await api.getCancellationCheck(tokens, { quiet: true })).data,
    apply: (check) => {
      state.cancellation = check
    },
  })
}

/**
 * Whether every condition is met, counting a waivable one (balances) as met when the user gives it up. Takes
 * a read-only check too (a valtio snapshot of `state.cancellation`).
 *
 * @example
 * canCancel(check, waiveBalances) // false while a withdrawal is pending
 */
export function canCancel(check: { readonly conditions: readonly Readonly<CancellationCondition>[] }, waiveBalances: boolean): boolean {
  return check.conditions.every((condition) => condition.passed || (condition.waivable && waiveBalances))
}
