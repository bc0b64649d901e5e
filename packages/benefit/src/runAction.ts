import { runNamedRequest } from '@h5/request'
import { toBenefitError } from './errnoTable'
import type { BenefitAction, BenefitResult, BenefitState } from './types'

/**
 * One benefit action through the shared runner (@h5/request `runNamedRequest`): `status[action]` and
 * `errors[action]`, failures as BenefitError, never a rejection, and with `exclusive` one request for a double tap.
 */
export function runAction<T>(
  state: BenefitState,
  action: BenefitAction,
  run: () => Promise<T>,
  options: { exclusive?: boolean; apply?: (data: T) => void } = {},
): Promise<BenefitResult<T>> {
  return runNamedRequest(state, action, { run, toError: toBenefitError, ...options })
}
