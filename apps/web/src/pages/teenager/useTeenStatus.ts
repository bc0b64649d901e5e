import { checkCanUse, createTeenState, type CanUseAnswer, type TeenError, type TeenState } from '@h5/teen'
import { useServerState } from '../../platform/data/useServerState'
import { teenBridge } from './teenBridge'

/** What native said about teen mode: asking, its answer, or why it could not answer. */
export type TeenStatus =
  | { phase: 'loading' }
  | { phase: 'ready'; answer: CanUseAnswer }
  | { phase: 'failed'; error: TeenError }

/** A teen screen's state for this page visit, what native said in it, and a way to ask again. */
export interface TeenStatusView {
  /** The page visit's @h5/teen state, for the screen's own actions (a PIN that turns the mode off). */
  state: TeenState
  status: TeenStatus
  /** Asks native again (重试). */
  retry: () => void
}

const askNative = (state: TeenState) => checkCanUse(state, teenBridge)

/** What the state shows: a failure, else native's answer (kept on screen while it is asked again), else asking. */
function statusOf(phase: TeenState['status']['canUse'], error: TeenError | null, answer: CanUseAnswer | null): TeenStatus {
  if (phase === 'error' && error) return { phase: 'failed', error }
  if (answer) return { phase: 'ready', answer }
  return { phase: 'loading' }
}

/**
 * A teen screen's @h5/teen state for the page visit, with native asked whether teen mode is on and use is
 * allowed now (@h5/teen's `checkCanUse`: a malformed answer is `BAD_ANSWER`, never a guess) on mount and again
 * when native says the web view is visible again (`pageActive`: the guardian may have changed the mode in a
 * native page), through the platform's `useServerState`. Only native holds the switch (docs/native-contract.md,
 * `teenagerCanUse`), so every screen that depends on it asks afresh.
 *
 * `status` is a new object each render; native's `answer` in it is the same object until native answers again,
 * so an effect that reacts to it depends on the answer (NavPage.tsx).
 *
 * @example
 * const { state, status, retry } = useTeenStatus()
 * if (status.phase === 'ready' && !status.answer.canUse) …
 */
export function useTeenStatus(): TeenStatusView {
  const { state, snap } = useServerState(createTeenState, askNative)
  return { state, status: statusOf(snap.status.canUse, snap.errors.canUse, snap.canUse), retry: () => void askNative(state) }
}
