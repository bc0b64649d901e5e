import type { VipTiers } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/**
 * Loads the VIP tiers of `lineup` (`uservip`: VIP and SVIP; `vipv2`, the server's default: VIP, SVIP and XVIP)
 * with their price options and perks into `state.tiers`, and my 钻石 into `state.diamonds` (the confirmation
 * sheet's balance before the first purchase); `comparePerks` lays them side by side.
 *
 * @example
 * await loadVipTiers(state, api, { tokens, lineup: 'uservip' })
 */
export async function loadVipTiers(state: MallState, api: MallApi, input: { tokens: UserTokens; lineup?: 'uservip' | 'vipv2' }): Promise<MallResult<VipTiers>> {
  const result = await loadIntoState(
    state,
    'tiers',
    () => api.getVipTiers({ ...input.tokens, ...(input.lineup && { lineup: input.lineup }) }, { quiet: true }),
    (tiers) => Array.isArray(tiers.tiers) && Array.isArray(tiers.perks) && Number.isSafeInteger(tiers.diamonds),
  )
  if (result.ok) state.diamonds = result.data.diamonds
  return result
}
