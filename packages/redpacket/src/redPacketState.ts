import { forgetRequests, persistAttempts } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { RedPacketState, RedPacketStateOptions } from './types'

/**
 * The fresh values (README "State": `packet.state` undefined at first), as a new object each time. Not the send
 * attempt: a reset of what the screen shows does not forget a send the server has not answered.
 */
function initialState(): Omit<RedPacketState, 'attempts'> {
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
 * its own. With `storage` (the tab's sessionStorage) a send the server has not answered is kept for the tab, so
 * after a reload the same packet is sent with the same key.
 *
 * @example
 * const state = createRedPacketState({ storage: sessionStorage })
 * await openPacket(state, api, { accessToken, openID, redpacketID, channel })
 * formatFen(state.packet.amount) // '1.88'
 */
export function createRedPacketState(options: RedPacketStateOptions = {}): RedPacketState {
  const state = proxy<RedPacketState>({ ...initialState(), attempts: { send: null } })
  persistAttempts(state, 'redpacket', options.storage)
  return state
}

/**
 * Back to the fresh values; answers still in flight are dropped when they come, and a new open may start. An
 * unanswered send stays (`attempts.send`).
 */
export function resetRedPacketState(state: RedPacketState): void {
  forgetRequests(state)
  Object.assign(state, initialState())
}
