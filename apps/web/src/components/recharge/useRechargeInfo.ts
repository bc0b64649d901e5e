import { checkTeenMode, createRechargeState, loadRechargeInfo, RechargeErrorCode, type RechargeError, type RechargeState } from '@h5/recharge'
import { useState } from 'react'
import { appApi } from '../../platform/appApi'
import { appBridge } from '../../platform/appBridge'
import { useServerState, type ServerState } from '../../platform/data/useServerState'
import type { SessionTokens } from '../../platform/session/useSessionTokens'

export interface RechargeInfoView extends ServerState<RechargeState> {
  /** Why recharge is refused before anything is offered: teen mode on, or a minor's account; null otherwise. */
  refusal: RechargeError | null
  /** Why the page could not load: teen mode could not be asked, or the offer failed (not a refusal). */
  failure: RechargeError | null
  /** The session has no user: nothing was asked. */
  signedOut: boolean
  /** Loads the balance and the offer again (重试, and after a paid order or a withdrawn package). */
  reload: () => void
}

/**
 * The in-app recharge state of a page visit: teen mode asked first (`teenagerCanUse`; a recharge is never offered
 * on a question native could not answer), then the balance and the offer once the session is decided, again when
 * native says the web view is visible (useServerState: the user may have paid elsewhere).
 */
export function useRechargeInfo(session: SessionTokens): RechargeInfoView {
  const [teen, setTeen] = useState<RechargeError | null>(null)
  const [signedOut, setSignedOut] = useState(false)
  const load = async (state: RechargeState) => {
    const answer = await checkTeenMode(appBridge)
    setTeen(answer.ok ? null : answer.error)
    if (!answer.ok) return
    const tokens = await session.tokens
    setSignedOut(tokens === null)
    if (tokens) await loadRechargeInfo(state, appApi, tokens)
  }
  const server = useServerState(createRechargeState, load)
  const infoError = server.snap.status.info === 'error' ? (server.state.errors.info as RechargeError | null) : null
  const refusals: RechargeErrorCode[] = [RechargeErrorCode.TEEN_MODE, RechargeErrorCode.MINOR]
  const error = teen ?? infoError
  const refused = error !== null && refusals.includes(error.code)
  return {
    ...server,
    refusal: refused ? error : null,
    failure: refused ? null : error,
    signedOut,
    reload: () => void load(server.state),
  }
}
