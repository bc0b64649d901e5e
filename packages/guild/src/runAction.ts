import { createActionRunners } from '@h5/request'
import type { GuildError } from './GuildError'
import { toGuildError } from './errnoTable'
import type { GuildAction } from './types'

/**
 * The guild actions on the shared runner (@h5/request `createActionRunners`): `runAction` for one action
 * (`status[action]`, `errors[action]`, failures as GuildError, never a rejection) and `runAttempt` for a split
 * change, a host application or a withdrawal, with the attempt's idempotency key in `state.attempts`.
 */
export const { runAction, runAttempt } = createActionRunners<GuildAction, GuildError>(toGuildError)
