import type { ApiClient } from '@h5/api'
import { describe, expect, it } from 'vitest'
import { subscribe } from 'valtio'
import { createRedPacketState, loadRecords, openPacket, resetRedPacketState } from '..'
import { deferred } from '@h5/mock-backend/vitest'

const FRESH = {
  packet: { amount: null, state: undefined, tipMsg: '' },
  sendInfo: { amount: { leftTotal: null, rewardTotal: null }, recordList: [] },
  accountInfo: { nickName: '', avatar: '' },
  total: 0,
  recordList: [],
  status: { open: 'idle', records: 'idle', myReward: 'idle', myRecord: 'idle', send: 'idle' },
  errors: { open: null, records: null, myReward: null, myRecord: null, send: null },
  attempts: { send: null },
}

describe('createRedPacketState', () => {
  it('starts with the README state fields, packet.state undefined, every request idle', () => {
    const state = createRedPacketState()
    expect(state).toEqual(FRESH)
    expect('state' in state.packet).toBe(true)
  })

  it('gives each caller its own state', () => {
    const a = createRedPacketState()
    const b = createRedPacketState()
    a.packet.tipMsg = 'x'
    a.recordList.push({ nickName: 'n', avatar: '', money: 1, time: 0 })
    expect(b).toEqual(FRESH)
  })

  it('is a valtio proxy: subscribers hear about writes, nested ones too', () => {
    const state = createRedPacketState()
    let notified = 0
    subscribe(state, () => (notified += 1), true)
    state.total = 3
    state.status.open = 'loading'
    expect(notified).toBe(2)
  })
})

describe('resetRedPacketState', () => {
  it('goes back to the fresh values', () => {
    const state = createRedPacketState()
    state.packet.amount = 188
    state.status.open = 'done'
    state.total = 4
    resetRedPacketState(state)
    expect(state).toEqual(FRESH)
  })

  it('drops an answer that comes after the reset, and lets a new open start at once', async () => {
    const answers = [deferred<unknown>(), deferred<unknown>()]
    let calls = 0
    const api = { openPacket: () => answers[calls++]!.promise } as unknown as Pick<ApiClient, 'openPacket'>
    const input = { accessToken: 'a', openID: 'o', redpacketID: 'rp_1', channel: 'room' }
    const state = createRedPacketState()
    const before = openPacket(state, api, input)
    resetRedPacketState(state)
    const after = openPacket(state, api, input)
    expect(after).not.toBe(before)
    expect(calls).toBe(2)
    answers[0]!.resolve({ errno: 0, data: { money: 9.99 } })
    await before
    expect(state.packet.amount).toBeNull()
    expect(state.status.open).toBe('loading')
    answers[1]!.resolve({ errno: 0, data: { money: 1.88 } })
    await after
    expect(state.packet.amount).toBe(188)
  })

  it('drops a records answer that comes after the reset', async () => {
    const answer = deferred<unknown>()
    const api = { getOpenRecords: () => answer.promise } as unknown as Pick<ApiClient, 'getOpenRecords'>
    const state = createRedPacketState()
    const loading = loadRecords(state, api, { redpacketID: 'rp_1' })
    resetRedPacketState(state)
    answer.resolve({ errno: 0, data: { total: 9, items: [], nickName: '旧', avatar: '' } })
    await loading
    expect(state).toEqual(FRESH)
  })
})
