import type { GuardInfo } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/**
 * Loads a user's guard page into `state.guard` (and my 钻石 into `state.diamonds`): whose guard (`self` for my
 * own: 我的守护), my guard of them, the plans, and what the tipping rules need (real-name verified, a minor, my
 * caps). `buyGuard` checks its rules against it.
 *
 * @example
 * await loadGuardInfo(state, api, { tokens, targetUserID: 9 })
 * state.guard?.mine ? '续费守护' : '开通守护'
 */
export async function loadGuardInfo(state: MallState, api: MallApi, input: { tokens: UserTokens; targetUserID: number }): Promise<MallResult<GuardInfo>> {
  const result = await loadIntoState(
    state,
    'guard',
    () => api.getGuardInfo({ ...input.tokens, targetUserID: input.targetUserID }, { quiet: true }),
    (guard) => typeof guard.target === 'object' && guard.target !== null && Array.isArray(guard.plans) && typeof guard.caps === 'object' && Number.isSafeInteger(guard.diamonds),
  )
  if (result.ok) state.diamonds = result.data.diamonds
  return result
}
