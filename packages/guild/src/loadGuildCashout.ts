import { badDataError, type GuildCashoutInfo } from '@h5/api'
import { isUndecidedFailure } from './isUndecidedFailure'
import { runAction } from './runAction'
import type { GuildApi, GuildResult, GuildState, UserTokens } from './types'

/**
 * Loads the guild's withdrawal facts into `state.cashout`: the balance, the limits and fee rate, the gates
 * (`guildCashoutGate`), the window and times left, and how the owner proves it (an SMS code). The president's
 * only (NO_PERMISSION otherwise; `canAct(me, 'withdraw')` says so first).
 *
 * @example
 * await loadGuildCashout(state, api, tokens)
 * guildCashoutGate(state.cashout!) // null: the president may withdraw now
 */
export function loadGuildCashout(state: GuildState, api: GuildApi, tokens: UserTokens): Promise<GuildResult<GuildCashoutInfo>> {
  return runAction(state, 'cashout', {
    run: async () => {
      const { data } = await api.getGuildCashoutInfo(tokens, { quiet: true })
      if (typeof data !== 'object' || data === null || !Number.isSafeInteger(data.availableFen) || typeof data.account !== 'object' || typeof data.window !== 'object') throw badDataError()
      return data
    },
    retry: 2,
    retryable: isUndecidedFailure,
    apply: (info) => {
      state.cashout = info
    },
  })
}
