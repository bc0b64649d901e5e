import { createMallState, loadGuardInfo, mallError, MallErrorCode, type MallState } from '@h5/mall'
import { mallApi } from '../../platform/api/mallApi'
import { browserStorage } from '../../platform/browserStorage'
import { useSignedInServerState, type SignedInServerState } from '../../platform/data/useSignedInServerState'
import { appSession } from '../../platform/session/appSession'
import { ownAttemptsBySession } from '../../platform/session/ownAttemptsBySession'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import type { TargetInAddress } from './readTargetUserID'

export type GuardPageState = SignedInServerState<MallState>

/**
 * Whose guard page the address names: its `userID`, or, without one, the signed-in user's own (我的守护). Null
 * when the session names no user ID.
 */
export async function guardTargetID(target: TargetInAddress): Promise<number | null> {
  if (target.kind === 'user') return target.userID
  if (target.kind === 'invalid') return null
  return (await appSession.resolve()).userID
}

/**
 * The guard page's mall state with the guard page loaded (`loadGuardInfo`: whose guard, mine of them, the plans,
 * the tipping rules' facts) once the session is decided, and again when the user comes back to the web view
 * (from real-name verification or recharge). A page without a user to show fails as the server would: no such
 * user.
 *
 * @example
 * const server = useGuardPage(useSessionTokens(), readTargetUserID(params))
 */
export function useGuardPage(session: SessionTokens, target: TargetInAddress): GuardPageState {
  // A guard purchase's attempt is kept for the tab, for the signed-in user: a reload mid-purchase resends its key.
  const createState = () => {
    const state = createMallState({ storage: browserStorage('sessionStorage') })
    void ownAttemptsBySession(state)
    return state
  }
  return useSignedInServerState(session, createState, async (state, tokens) => {
    const targetUserID = await guardTargetID(target)
    if (targetUserID === null) {
      state.status.guard = 'error'
      state.errors.guard = mallError(MallErrorCode.NO_SUCH_USER)
      return
    }
    await loadGuardInfo(state, mallApi, { tokens, targetUserID })
  })
}
