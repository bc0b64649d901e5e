import { badDataError, type GuildMe } from '@h5/api'
import { isUndecidedFailure } from './isUndecidedFailure'
import { runAction } from './runAction'
import type { GuildApi, GuildResult, GuildState, UserTokens } from './types'

/**
 * Loads who I am into `state.me`: my roles (a role repeated by the server is read once), my guild and my family.
 * The pages ask `canRead` / `canAct` of it before anything else.
 *
 * @example
 * await loadGuildMe(state, api, tokens)
 * canRead(state.me!, 'guildWallet').allowed
 */
export function loadGuildMe(state: GuildState, api: GuildApi, tokens: UserTokens): Promise<GuildResult<GuildMe>> {
  return runAction(state, 'me', {
    run: async () => {
      const { data } = await api.getGuildMe(tokens, { quiet: true })
      if (typeof data !== 'object' || data === null || !Array.isArray(data.roles) || !Number.isSafeInteger(data.userID)) throw badDataError()
      return { ...data, roles: [...new Set(data.roles)] }
    },
    retry: 2,
    retryable: isUndecidedFailure,
    apply: (me) => {
      state.me = me
    },
  })
}
