import type { GuardPlanOption, MyGuard } from '@h5/api'

const DAY_MS = 24 * 60 * 60_000
/** A guard's month (docs/openapi.yaml `GuardPlanOption.months`): 30 days. */
const MONTH_DAYS = 30

/**
 * When my guard of a user would end after buying `option`, for the confirmation sheet: a guard I hold extends
 * from its current end (whatever the level bought: the level is replaced, the end carries on); none, or one that
 * ended, starts from now (the server's clock, `serverNow()`). Each month is 30 days, as buy-guard counts them.
 *
 * @example
 * guardEndAfter(state.guard.mine, option, serverNow()) // the end date the sheet names
 */
export function guardEndAfter(mine: Pick<MyGuard, 'expireAt'> | null, option: Pick<GuardPlanOption, 'months'>, now: number): number {
  return Math.max(now, mine?.expireAt ?? now) + option.months * MONTH_DAYS * DAY_MS
}
