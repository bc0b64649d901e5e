import { forgetRequests } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { RedPacketState } from './types'

/** The fresh values (README "State": `packet.state` undefined at first), as a new object each time. */
function initialState(): RedPacketState {
  return {
    packet: { amount: null, state: undefined, tipMsg: '' },
    sendInfo: { amount: { leftTotal: null, rewardTotal: null }, recordList: [] },
    accountInfo: { nickName: '', avatar: '' },
    total: 0,
    recordList: [],
    status: { open: 'idle', records: 'idle', myReward: 'idle', myRecord: 'idle', send: 'idle' },
    errors: { open: null, records: null, myReward: null, myRecord: null, send: null },
  }
}

/**
 * A fresh red-packet state (valtio proxy). Actions take it as their first argument; each screen or test makes
 * its own.
 *
 * @example
 * const state = createRedPacketState()
 * await openPacket(state, api, { accessToken, openID, redpacketID, channel })
 * formatFen(state.packet.amount) // '1.88'
 */
export function createRedPacketState(): RedPacketState {
  return proxy(initialState())
}

/** Back to the fresh values; answers still in flight are dropped when they come, and a new open may start. */
export function resetRedPacketState(state: RedPacketState): void {
  forgetRequests(state)
  Object.assign(state, initialState())
}
