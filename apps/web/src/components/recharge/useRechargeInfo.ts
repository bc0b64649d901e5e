import { checkTeenMode, createRechargeState, loadRechargeInfo, RechargeErrorCode, type RechargeError, type RechargeState } from '@h5/recharge'
import { useState } from 'react'
import { rechargeApi } from '../../platform/api/rechargeApi'
import { appBridge } from '../../platform/appBridge'
import { browserStorage } from '../../platform/browserStorage'
import { useSignedInServerState, type SignedInServerState } from '../../platform/data/useSignedInServerState'
import { ownAttemptsBySession } from '../../platform/session/ownAttemptsBySession'
import type { SessionTokens } from '../../platform/session/useSessionTokens'

export interface RechargeInfoView extends SignedInServerState<RechargeState> {
  /** Why recharge is refused before anything is offered: teen mode on, or a minor's account; null otherwise. */
  refusal: RechargeError | null
  /** Why the page could not load: teen mode could not be asked, or the offer failed (not a refusal). */
  failure: RechargeError | null
}

/** The errors that refuse recharge (shown with the reason), as against failures (shown with 重试). */
const REFUSALS: readonly RechargeErrorCode[] = [RechargeErrorCode.TEEN_MODE, RechargeErrorCode.MINOR]

/**
 * The in-app recharge state of a page visit, once the session has a user: teen mode asked first
 * (`teenagerCanUse`; a recharge is never offered on a question native could not answer), then the balance and
 * the offer; again when native says the web view is visible (the user may have paid elsewhere). `reload` after a
 * paid order or a withdrawn package.
 */
export function useRechargeInfo(session: SessionTokens): RechargeInfoView {
  const [teen, setTeen] = useState<RechargeError | null>(null)
  // The order of an unsettled payment is kept for the tab, for its account: a reload mid-payment finds it
  // (`attempts.pay`) once the session named the user.
  const createState = () => {
    const state = createRechargeState({ storage: browserStorage('sessionStorage') })
    void ownAttemptsBySession(state)
    return state
  }
  const server = useSignedInServerState(session, createState, async (state, tokens) => {
    const answer = await checkTeenMode(appBridge)
    setTeen(answer.ok ? null : answer.error)
    if (answer.ok) await loadRechargeInfo(state, rechargeApi, tokens)
  })
  const infoError = server.snap.status.info === 'error' ? (server.state.errors.info as RechargeError | null) : null
  const error = teen ?? infoError
  const refused = error !== null && REFUSALS.includes(error.code)
  return { ...server, refusal: refused ? error : null, failure: refused ? null : error }
}
