import { runNamedRequest } from '@h5/request'
import { toIdentityError } from './errnoTable'
import type { IdentityAction, IdentityResult, IdentityState } from './types'

/**
 * One identity action through the shared runner (@h5/request `runNamedRequest`): `status[action]` and
 * `errors[action]`, failures as IdentityError (`toIdentityError`), never a rejection, and with `exclusive`
 * one request for a double tap.
 */
export function runAction<T>(
  state: IdentityState,
  action: IdentityAction,
  run: () => Promise<T>,
  options: { exclusive?: boolean; apply?: (data: T) => void } = {},
): Promise<IdentityResult<T>> {
  return runNamedRequest(state, action, { run, toError: toIdentityError, ...options })
}
