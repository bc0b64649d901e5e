import type { Membership } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

const STATUSES: readonly string[] = ['none', 'active', 'expiring', 'expired']

/**
 * Loads my membership (none, active, expiring, expired; tier, end, days left, auto-renew, the daily 钻石, the
 * history) into `state.membership`.
 *
 * @example
 * await loadMembership(state, api, tokens)
 * state.membership?.status // 'expiring'
 */
export function loadMembership(state: MallState, api: MallApi, tokens: UserTokens): Promise<MallResult<Membership>> {
  return loadIntoState(
    state,
    'membership',
    () => api.getMembership(tokens, { quiet: true }),
    (membership) => STATUSES.includes(membership.status) && typeof membership.autoRenew === 'object' && typeof membership.daily === 'object',
  )
}
