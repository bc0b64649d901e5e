import type { UserTokens } from '@h5/api'
import { createBenefitState, loadCashoutInfo, type BenefitState } from '@h5/benefit'
import { useState } from 'react'
import { appApi } from '../../platform/appApi'
import { useServerState, type ServerState } from '../../platform/data/useServerState'
import { useSessionTokens, type SessionTokens } from '../../platform/session/useSessionTokens'

export interface CashoutState extends ServerState<BenefitState> {
  session: SessionTokens
  /** Loads the eligibility again (重试; after a binding in native). */
  reload: () => Promise<void>
  /** The app has no signed-in user. */
  signedOut: boolean
}

/**
 * The page visit's benefit state with the cash-out info (gates, limits, rates, window, times left) loaded once
 * the session is decided, and again when the user comes back from a native page (useServerState's
 * `pageActive`): they may have verified, bound a phone or WeChat there.
 *
 * @example
 * const { snap } = useCashout()
 * snap.cashout && cashoutGate(snap.cashout)
 */
export function useCashout(): CashoutState {
  const session = useSessionTokens()
  const [signedOut, setSignedOut] = useState(false)
  const load = async (state: BenefitState) => {
    const tokens: UserTokens | null = await session.tokens
    setSignedOut(tokens === null)
    if (tokens) await loadCashoutInfo(state, appApi, tokens)
  }
  const server = useServerState(createBenefitState, load)
  return { ...server, session, signedOut, reload: () => load(server.state) }
}
