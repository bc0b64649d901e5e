import { badDataError, readNextCursor, type RevenueSplit } from '@h5/api'
import { GUILD_PAGE_SIZE } from './guildPages'
import { isUndecidedFailure } from './isUndecidedFailure'
import { runAction } from './runAction'
import type { GuildApi, GuildResult, GuildState, SplitView, UserTokens } from './types'

/**
 * Loads the revenue split into `state.split`: the server's limits, when a change made now takes effect, and the
 * members with their current ratio and any change waiting. `more: true` loads the next page of members onto the
 * ones loaded (nothing when the last page is in).
 *
 * @example
 * await loadRevenueSplit(state, api, { tokens })
 * await loadRevenueSplit(state, api, { tokens, more: true })
 */
export function loadRevenueSplit(state: GuildState, api: GuildApi, input: { tokens: UserTokens; more?: boolean }): Promise<GuildResult<SplitView>> {
  const viewOf = (split: RevenueSplit): SplitView => {
    const members = input.more && state.split ? [...state.split.members, ...split.items] : split.items
    return { limits: split.limits, effectiveFrom: split.effectiveFrom, members, nextCursor: readNextCursor(split.nextCursor) }
  }
  const cursor = input.more ? state.split?.nextCursor : undefined
  if (input.more && !cursor) return Promise.resolve({ ok: true, data: state.split! })
  return runAction(state, 'split', {
    run: async () => {
      const { data } = await api.getRevenueSplit({ ...input.tokens, limit: GUILD_PAGE_SIZE, ...(cursor && { cursor }) }, { quiet: true })
      if (typeof data !== 'object' || data === null || !Array.isArray(data.items) || typeof data.limits !== 'object') throw badDataError()
      return viewOf(data)
    },
    retry: 2,
    retryable: isUndecidedFailure,
    apply: (view) => {
      state.split = view
    },
  })
}
