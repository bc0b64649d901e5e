import { createMallState, loadMembership, loadVipTiers, type MallState } from '@h5/mall'
import { mallApi } from '../../platform/api/mallApi'
import { browserStorage } from '../../platform/browserStorage'
import { useSignedInServerState, type SignedInServerState } from '../../platform/data/useSignedInServerState'
import { ownAttemptsBySession } from '../../platform/session/ownAttemptsBySession'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import type { VipLineup } from './vipRoute'

export type VipServerState = SignedInServerState<MallState>

/**
 * The page visit's mall state with the tiers of `lineup` (and my 钻石 balance with them, so the confirmation sheet
 * shows it before the first purchase) and my membership loaded once the session is decided, and again when the
 * user comes back to the web view (from recharge, say): the balance a purchase answered is stale after a recharge
 * elsewhere, so it is forgotten until the tiers answer again, and the server decides anyway.
 *
 * @example
 * const { snap } = useVipState(useSessionTokens(), 'vipv2')
 */
export function useVipState(session: SessionTokens, lineup: VipLineup): VipServerState {
  // The membership purchase's attempt is kept for the tab, for the signed-in user: a reload mid-purchase resends
  // the same key.
  const createState = () => {
    const state = createMallState({ storage: browserStorage('sessionStorage') })
    void ownAttemptsBySession(state)
    return state
  }
  return useSignedInServerState(session, createState, (state, tokens) => {
    state.diamonds = null
    return Promise.all([loadVipTiers(state, mallApi, { tokens, lineup }), loadMembership(state, mallApi, tokens)])
  })
}
