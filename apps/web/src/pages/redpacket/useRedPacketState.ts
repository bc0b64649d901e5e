import { createRedPacketState, type RedPacketState } from '@h5/redpacket'
import { useState } from 'react'
import { useSnapshot, type Snapshot } from 'valtio'
import { browserStorage } from '../../platform/browserStorage'
import { ownAttemptsBySession } from '../../platform/session/ownAttemptsBySession'

/**
 * A fresh @h5/redpacket state for this page visit (no module singleton: a new visit, or a test, starts clean)
 * and its snapshot for rendering. Actions take `state`; the page reads `snap`.
 *
 * `packetId` (the open page's redpacketID) starts a fresh state when it changes from one packet to another while
 * the page stays mounted (in-app navigation from ?redpacketID=A to B), so B never shows A's opened result. Its
 * first reading (undefined -> A) keeps the state: a tap made before the link was read is on it. A new state
 * rather than `resetRedPacketState` in place: an answer or a follow-up load still coming for A then lands on
 * A's discarded state, never on B's.
 *
 * The state keeps a send the server has not answered for the tab (sessionStorage): a reload in the middle of a
 * send sends the same packet with the same idempotency key.
 *
 * @example
 * const { state, snap } = useRedPacketState(redpacketID)
 * void loadRecords(state, redPacketApi, { redpacketID })
 * snap.status.records // 'loading'
 */
export function useRedPacketState(packetId?: string): { state: RedPacketState; snap: Snapshot<RedPacketState> } {
  const [owned, setOwned] = useState(() => ({ packetId, state: createTabState() }))
  let current = owned
  if (packetId !== owned.packetId) {
    // Adjusted while rendering (react.dev "resetting state when a prop changes"): no frame shows A's state.
    current = { packetId, state: owned.packetId === undefined ? owned.state : createTabState() }
    setOwned(current)
  }
  return { state: current.state, snap: useSnapshot(current.state) }
}

/** A red-packet state whose unanswered send is kept for the tab. */
function createTabState(): RedPacketState {
  const state = createRedPacketState({ storage: browserStorage('sessionStorage') })
  // The send kept for the tab is the signed-in user's only.
  void ownAttemptsBySession(state)
  return state
}
