import { createActionRunners } from '@h5/request'
import type { BenefitError } from './BenefitError'
import { toBenefitError } from './errnoTable'
import type { BenefitAction } from './types'

/**
 * The benefit actions on the shared runner (@h5/request `createActionRunners`): `runAction` for one action
 * (`status[action]`, `errors[action]`, failures as BenefitError, never a rejection, `exclusive` for one request
 * per double tap) and `runAttempt` for a withdrawal, an exchange or a gift, with the attempt's idempotency key in
 * `state.attempts`.
 */
export const { runAction, runAttempt } = createActionRunners<BenefitAction, BenefitError>(toBenefitError)
