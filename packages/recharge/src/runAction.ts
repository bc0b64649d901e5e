import { createActionRunners } from '@h5/request'
import { toRechargeError } from './errnoTable'
import type { RechargeError } from './RechargeError'
import type { RechargeAction } from './types'

/**
 * The recharge actions on the shared runner (@h5/request `createActionRunners`): `runAction` for one action
 * (`status[action]`, `errors[action]`, failures as RechargeError, never a rejection, `exclusive` for one request
 * per double tap) and `runAttempt` for an order, with its idempotency key kept in `state.attempts.pay`.
 */
export const { runAction, runAttempt } = createActionRunners<RechargeAction, RechargeError>(toRechargeError)
