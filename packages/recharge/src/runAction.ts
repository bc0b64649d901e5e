import { runNamedRequest } from '@h5/request'
import { toRechargeError } from './errnoTable'
import type { RechargeAction, RechargeResult, RechargeState } from './types'

/**
 * One recharge action through the shared runner (@h5/request `runNamedRequest`): `status[action]` and
 * `errors[action]`, failures as RechargeError (`toRechargeError`), never a rejection, and with `exclusive`
 * one request for a double tap.
 */
export function runAction<T>(
  state: RechargeState,
  action: RechargeAction,
  run: () => Promise<T>,
  options: { exclusive?: boolean; apply?: (data: T) => void } = {},
): Promise<RechargeResult<T>> {
  return runNamedRequest(state, action, { run, toError: toRechargeError, ...options })
}
