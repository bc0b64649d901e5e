import { createActionRunners } from '@h5/request'
import { toTeenError } from './errnoTable'
import type { TeenError } from './TeenError'
import type { TeenAction } from './types'

/**
 * One teen-mode action through the shared runner (@h5/request `createActionRunners`): `status[action]` and
 * `errors[action]`, failures as TeenError (`toTeenError`), never a rejection, and with `exclusive` one native
 * call for a double tap (a PIN completed twice before the screen caught up).
 */
export const { runAction } = createActionRunners<TeenAction, TeenError>(toTeenError)
