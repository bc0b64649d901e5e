import { toIdentityError } from './errnoTable'
import type { IdentityAction, IdentityResult, IdentityState } from './types'

const inFlight = new WeakMap<IdentityState, Partial<Record<IdentityAction, Promise<IdentityResult<unknown>>>>>()

/**
 * Runs one action with its bookkeeping: `pending` and `errors` of the action, the failure as an IdentityError,
 * never a rejection. An `exclusive` action called while it is in flight returns the call in flight (a double
 * tap submits once). Internal; the shared runner @h5/request replaces it once on main (docs/data-layer.md).
 */
export function runAction<T>(
  state: IdentityState,
  action: IdentityAction,
  run: () => Promise<T>,
  options: { exclusive?: boolean; apply?: (data: T) => void } = {},
): Promise<IdentityResult<T>> {
  let calls = inFlight.get(state)
  if (!calls) inFlight.set(state, (calls = {}))
  const current = calls[action] as Promise<IdentityResult<T>> | undefined
  if (options.exclusive && current) return current
  state.pending[action] = true
  state.errors[action] = null
  // `run` starts on the next microtask, so `call` is in the table before it can settle.
  const call: Promise<IdentityResult<T>> = Promise.resolve()
    .then(run)
    .then(
      (data): IdentityResult<T> => {
        options.apply?.(data)
        return { ok: true, data }
      },
      (cause: unknown): IdentityResult<T> => {
        const error = toIdentityError(cause)
        state.errors[action] = error
        return { ok: false, error }
      },
    )
    .finally(() => {
      state.pending[action] = false
      if (calls[action] === call) delete calls[action]
    })
  calls[action] = call
  return call
}
