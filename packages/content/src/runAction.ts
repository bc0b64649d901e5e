import { createActionRunners } from '@h5/request'
import type { ContentError } from './ContentError'
import type { ContentAction } from './contentState'
import { toContentError } from './errnoTable'

/**
 * One content action through the shared runner (@h5/request `createActionRunners`): `status[action]` and
 * `errors[action]`, failures as ContentError (`toContentError`), never a rejection, and with `exclusive` one
 * request for a double tap.
 */
export const { runAction } = createActionRunners<ContentAction, ContentError>(toContentError)
