import type { UserTokens } from '@h5/api'
import { createBenefitState, loadBenefitAccount, type BenefitState } from '@h5/benefit'
import { useState } from 'react'
import { appApi } from '../../platform/appApi'
import { browserStorage } from '../../platform/browserStorage'
import { useServerState, type ServerState } from '../../platform/data/useServerState'
import { useSessionTokens, type SessionTokens } from '../../platform/session/useSessionTokens'

export interface BenefitAccountState extends ServerState<BenefitState> {
  session: SessionTokens
  /** Loads the account (and `extra`) again: 重试. */
  reload: () => Promise<void>
  signedOut: boolean
}

/**
 * The page visit's benefit state with the 红钻 account loaded once the session is decided, then `extra` (the
 * page's own list: exchange options, rewards), and again when the user comes back to the web view.
 *
 * @example
 * const { snap } = useBenefitAccount((state, tokens) => loadRewards(state, appApi, tokens))
 */
export function useBenefitAccount(extra?: (state: BenefitState, tokens: UserTokens) => Promise<unknown>): BenefitAccountState {
  const session = useSessionTokens()
  const [signedOut, setSignedOut] = useState(false)
  const load = async (state: BenefitState) => {
    const tokens = await session.tokens
    setSignedOut(tokens === null)
    if (!tokens) return
    await Promise.all([loadBenefitAccount(state, appApi, tokens), extra?.(state, tokens)])
  }
  // Money attempts are kept for the tab: a reload mid-withdrawal, mid-exchange or mid-gift resends the same key.
  const server = useServerState(() => createBenefitState({ storage: browserStorage('sessionStorage') }), load)
  return { ...server, session, signedOut, reload: () => load(server.state) }
}
