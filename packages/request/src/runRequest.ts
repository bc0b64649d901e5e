import { trackRequest } from './trackRequest'
import type { RequestResult, RequestState, RequestSteps } from './types'

/** The one request a `RequestState` holds, as `trackRequest` keys it. */
const REQUEST = 'request'

/**
 * Runs one call of `state`'s request: `status` goes `loading` (the error cleared, the last data kept), then
 * `done` with `data` set and `apply` run, or `error` with `error` set and `fail` run. Only the latest call
 * writes: a slow answer to an older call never overwrites a newer one. With `exclusive`, a call while one is in
 * flight returns that call's promise and sends nothing (a double tap is one request). Never rejects: anything
 * `run` throws becomes `toError`'s error, in the result and in the state. Reads may ask for `retry`.
 *
 * @example
 * const withdrawal = createRequestState<Order, WalletError>()
 * const result = await runRequest(withdrawal, {
 *   exclusive: true,
 *   toError: toWalletError,
 *   run: () => walletApi.withdraw({ amountFen, idempotencyKey }),
 * })
 * if (!result.ok) showToast(result.error.message)
 */
export function runRequest<T, E>(state: RequestState<T, E>, steps: RequestSteps<T, E>): Promise<RequestResult<T, E>> {
  return trackRequest(state, REQUEST, steps, {
    start: () => {
      state.status = 'loading'
      state.error = null
    },
    succeed: (data) => {
      state.data = data
      steps.apply?.(data)
      state.status = 'done'
    },
    failWith: (error) => {
      steps.fail?.(error)
      state.error = error
      state.status = 'error'
    },
  })
}
