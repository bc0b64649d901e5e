import { createActionRunners } from '@h5/request'
import type { ActivityError } from './ActivityError'
import { toActivityError } from './errnoTable'
import type { ActivityAction } from './types'

/**
 * The activity actions on the shared runner (@h5/request `createActionRunners`): `runAction` for one action
 * (`status[action]`, `errors[action]`, failures as ActivityError, never a rejection, `exclusive` for one request
 * per double tap) and `runAttempt` for a draw, with the attempt's idempotency key in `state.attempts.draw`.
 */
export const { runAction, runAttempt } = createActionRunners<ActivityAction, ActivityError>(toActivityError)
