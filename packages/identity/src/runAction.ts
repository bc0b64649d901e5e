import { createActionRunners } from '@h5/request'
import { toIdentityError } from './errnoTable'
import type { IdentityError } from './IdentityError'
import type { IdentityAction } from './types'

/**
 * One identity action through the shared runner (@h5/request `createActionRunners`): `status[action]` and
 * `errors[action]`, failures as IdentityError (`toIdentityError`), never a rejection, and with `exclusive`
 * one request for a double tap.
 */
export const { runAction } = createActionRunners<IdentityAction, IdentityError>(toIdentityError)
