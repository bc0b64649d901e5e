import { createActionRunners } from '@h5/request'
import type { MallError } from './MallError'
import { toMallError } from './errnoTable'
import type { MallAction } from './types'

/**
 * The mall actions on the shared runner (@h5/request `createActionRunners`): `runAction` for one action
 * (`status[action]`, `errors[action]`, failures as MallError, never a rejection, `exclusive` for one request per
 * double tap) and `runAttempt` for a purchase or a gift, with the attempt's idempotency key in `state.attempts`.
 */
export const { runAction, runAttempt } = createActionRunners<MallAction, MallError>(toMallError)
