import type { CancellationResult } from '@h5/api'
import { checkSmsCode } from './checkPhone'
import { invalidInput } from './invalidInput'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

/**
 * Submits the cancellation with the SMS code sent to the bound phone. It takes effect after the server's
 * cooling-off period (`effectiveAt`); logging in before then withdraws it. A double tap submits once; the
 * server answers a second submit with the pending one.
 *
 * @example
 * const done = await submitCancellation(state, identityApi, { tokens, smsCode, waiveBalances: true })
 * if (done.ok) showCoolingOff(done.data.effectiveAt)
 */
export function submitCancellation(
  state: IdentityState,
  api: IdentityApi,
  input: { tokens: UserTokens; smsCode: string; waiveBalances: boolean },
): Promise<IdentityResult<CancellationResult>> {
  return runAction(state, 'cancellation', {
    run: async () => {
      const code = checkSmsCode(input.smsCode)
      if (!code.ok) throw invalidInput(code.message)
      return (await api.submitCancellation({ ...input.tokens, smsCode: code.value, waiveBalances: input.waiveBalances })).data
    },
    exclusive: true,
  })
}
