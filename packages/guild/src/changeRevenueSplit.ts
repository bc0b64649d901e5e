import type { SplitChanged } from '@h5/api'
import { checkSplitRatio } from './checkSplitRatio'
import { GuildErrorCode } from './GuildErrorCode'
import { guildError } from './errnoTable'
import { runAttempt } from './runAction'
import type { GuildApi, GuildResult, GuildState, UserTokens } from './types'

/** What a split change sends: the member and the new ratio (basis points), after the user confirmed it. */
export interface SplitChangeInput {
  tokens: UserTokens
  memberID: number
  ratioBp: number
}

/**
 * Changes one member's share from the next period, with the attempt's idempotency key (`state.attempts.changeSplit`,
 * per member and ratio): a double tap or a retry after a time-out changes once. Checked against the loaded limits
 * first (RATIO_OUT_OF_LIMITS, nothing sent; load the split before). The server's refusals: NO_PERMISSION (only the
 * president changes it), NOT_MEMBER, RATIO_OUT_OF_LIMITS. The answer names the date it takes effect, and the
 * member's waiting change in `state.split` shows it.
 *
 * @example
 * const result = await changeRevenueSplit(state, api, { tokens, memberID, ratioBp: 8000 })
 * if (result.ok) toast(`将于 ${formatChinaTime(result.data.effectiveFrom)} 起生效`)
 */
export async function changeRevenueSplit(state: GuildState, api: GuildApi, input: SplitChangeInput): Promise<GuildResult<SplitChanged>> {
  const { tokens, memberID, ratioBp } = input
  if (!state.split || !checkSplitRatio(state.split.limits, ratioBp)) return { ok: false, error: guildError(GuildErrorCode.RATIO_OUT_OF_LIMITS) }
  return runAttempt(state, 'changeSplit', {
    run: async (begin) => {
      const { key } = begin(`${memberID}:${ratioBp}`)
      return (await api.changeRevenueSplit({ ...tokens, memberID, ratioBp, idempotencyKey: key }, { quiet: true })).data
    },
    apply: (changed) => {
      const member = state.split?.members.find((candidate) => candidate.userID === changed.memberID)
      if (member) member.next = { ratioBp: changed.ratioBp, effectiveFrom: changed.effectiveFrom }
    },
  })
}
