import { MallErrorCode } from './MallErrorCode'
import { mallError } from './errnoTable'
import { runAction } from './runAction'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/** The daily 钻石 claimed now (how many, and my 钻石 after), or claimed before today: a state, not a failure. */
export type VipDailyClaim = { alreadyClaimed: false; gotDiamonds: number; diamonds: number } | { alreadyClaimed: true }

/** The members' daily 钻石 claimed today already (docs/openapi.yaml ErrnoVipDailyClaimed). */
const ALREADY_CLAIMED = 8310010

/**
 * Claims the members' daily 钻石, once a day. Claimed before today (on another device, or a second tap after the
 * answer) is its own answer, `{ alreadyClaimed: true }`, not an error: the page shows the claimed state. Both
 * leave `state.membership.daily.claimedToday` true. Without an active membership by the loaded one, NO_MEMBERSHIP
 * and nothing is sent. A double tap sends one request.
 *
 * @example
 * const result = await claimVipDaily(state, api, tokens)
 * if (result.ok && !result.data.alreadyClaimed) showToast(`+${result.data.gotDiamonds} 钻石`)
 */
export async function claimVipDaily(state: MallState, api: MallApi, tokens: UserTokens): Promise<MallResult<VipDailyClaim>> {
  if (state.membership && !state.membership.daily.available) return { ok: false, error: mallError(MallErrorCode.NO_MEMBERSHIP) }
  const result = await runAction(state, 'daily', {
    run: async (): Promise<VipDailyClaim> => {
      try {
        const claimed = (await api.claimVipDaily(tokens, { quiet: true })).data
        return { alreadyClaimed: false, gotDiamonds: claimed.gotDiamonds, diamonds: claimed.diamonds }
      } catch (cause) {
        if ((cause as { errno?: unknown })?.errno === ALREADY_CLAIMED) return { alreadyClaimed: true }
        throw cause
      }
    },
    exclusive: true,
    apply: (claim) => {
      if (!claim.alreadyClaimed) state.diamonds = claim.diamonds
    },
  })
  if (result.ok && state.membership) state.membership.daily.claimedToday = true
  return result
}
