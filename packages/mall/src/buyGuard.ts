import type { BuyGuardResult, GuardPlanOption } from '@h5/api'
import { checkBuyingAllowed } from './checkBuyingAllowed'
import { MallErrorCode } from './MallErrorCode'
import { mallError } from './errnoTable'
import { readFullResponse } from './readFullResponse'
import { runAttempt } from './runAction'
import type { MallClient, MallResult, MallState, UserTokens } from './types'

/** What a guard purchase sends: the plan's level and the option (months and 钻石) the user confirmed. */
export interface BuyGuardInput {
  tokens: UserTokens
  level: number
  option: GuardPlanOption
}

/** Who may not guard at all, by the loaded guard page: myself, or a minor's account. */
function tippingRefusal(state: MallState): MallErrorCode | null {
  const guard = state.guard!
  if (guard.self) return MallErrorCode.GUARD_SELF
  if (guard.minor) return MallErrorCode.MINOR
  return null
}

/** The caps and the balance the loaded guard page says `cost` would break, or null. */
function capRefusal(state: MallState, cost: number): MallErrorCode | null {
  const { caps, diamonds } = state.guard!
  if (caps.dailyLimitDiamonds !== null && caps.dailyUsedDiamonds + cost > caps.dailyLimitDiamonds) return MallErrorCode.DAILY_CAP
  if (caps.monthlyLimitDiamonds !== null && caps.monthlyUsedDiamonds + cost > caps.monthlyLimitDiamonds) return MallErrorCode.MONTHLY_CAP
  if (cost > (state.diamonds ?? diamonds)) return MallErrorCode.INSUFFICIENT_DIAMONDS
  return null
}

/**
 * Becomes (or stays longer) the guard of the user of the loaded guard page (`loadGuardInfo`) through buy-guard,
 * with the attempt's idempotency key (`state.attempts.buyGuard`, per host, level, months and price). A guard is a
 * tip to a host, so the tipping rules come first, in this order, each refused before anything is sent: not
 * myself (GUARD_SELF), not a minor's account (MINOR), not in teen mode (TEEN_MODE, native's `teenagerCanUse`),
 * real-name verified (NOT_VERIFIED: the page sends the user to /oauth), within the daily and monthly caps, and
 * enough 钻石. A plan or option that is not the loaded page's is INVALID_OPTION. The server holds the same rules
 * and answers the same codes.
 *
 * @example
 * await loadGuardInfo(state, api, { tokens, targetUserID: 9 })
 * const result = await buyGuard(state, { api, bridge }, { tokens, level: 2, option: state.guard!.plans[1].options[0] })
 */
export async function buyGuard(state: MallState, client: MallClient, input: BuyGuardInput): Promise<MallResult<BuyGuardResult>> {
  const { tokens, level, option } = input
  const guard = state.guard
  const plan = guard?.plans.find((candidate) => candidate.level === level)
  const offered = plan?.options.find((candidate) => candidate.months === option.months && candidate.diamonds === option.diamonds)
  if (!guard || !offered || !Number.isSafeInteger(offered.diamonds) || offered.diamonds < 0) return { ok: false, error: mallError(MallErrorCode.INVALID_OPTION) }
  const cost = offered.diamonds
  const rule = tippingRefusal(state)
  if (rule) return { ok: false, error: mallError(rule) }
  const allowed = await checkBuyingAllowed(client.bridge)
  if (!allowed.ok) return allowed
  if (!guard.realNameVerified) return { ok: false, error: mallError(MallErrorCode.NOT_VERIFIED) }
  const capped = capRefusal(state, cost)
  if (capped) return { ok: false, error: mallError(capped) }
  const anchorID = guard.target.userID
  return runAttempt(state, 'buyGuard', {
    run: async (begin) => {
      const { key } = begin(`${anchorID}:${level}:${offered.months}:${cost}`)
      const payload = { ...tokens, anchorID, level: level as 1 | 2 | 3, months: offered.months, diamonds: cost, idempotencyKey: key }
      return readFullResponse((await client.api.buyGuard(payload, { quiet: true })).data)
    },
    apply: (bought) => {
      state.diamonds = bought.diamonds
      if (state.guard) {
        state.guard.diamonds = bought.diamonds
        state.guard.caps.dailyUsedDiamonds += cost
        state.guard.caps.monthlyUsedDiamonds += cost
        state.guard.mine = { level: level as 1 | 2 | 3, levelName: plan!.name, expireAt: bought.expireAt }
      }
    },
  })
}
