import { createRedPacketState, type RedPacketState } from '@h5/redpacket'
import { useState } from 'react'
import { useSnapshot, type Snapshot } from 'valtio'

/**
 * A fresh @h5/redpacket state for this page visit (no module singleton: a new visit, or a test, starts clean)
 * and its snapshot for rendering. Actions take `state`; the page reads `snap`.
 *
 * @example
 * const { state, snap } = useRedPacketState()
 * void loadRecords(state, appApi, { redpacketID })
 * snap.status.records // 'loading'
 */
export function useRedPacketState(): { state: RedPacketState; snap: Snapshot<RedPacketState> } {
  const [state] = useState(createRedPacketState)
  return { state, snap: useSnapshot(state) }
}
