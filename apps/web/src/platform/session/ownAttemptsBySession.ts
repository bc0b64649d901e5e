import { ownAttempts, type AttemptsState } from '@h5/request'
import { appSession } from './appSession'

/**
 * Names the signed-in account on a state that keeps money attempts for the tab (@h5/request `ownAttempts`), once
 * the session has said who it is: the tab's kept attempts of that user come back into the state, another
 * user's are forgotten, and new ones are stored as this user's (docs/data-layer.md, "Kept for the tab"). A
 * tab changes accounts (a web login as someone else, native switching users), and the state is made before the
 * session has resolved, so this waits for it. A session without a user ID leaves the state unnamed: its
 * attempts live for the page visit only, and nothing kept is resumed. Calling it again changes nothing.
 *
 * @example
 * const state = createBenefitState({ storage: browserStorage('sessionStorage') })
 * void ownAttemptsBySession(state)
 */
export async function ownAttemptsBySession<Slot extends string>(state: AttemptsState<Slot>): Promise<void> {
  const { userID } = await appSession.resolve()
  if (userID !== null) ownAttempts(state, String(userID))
}
