import { MOCK_PACKETS } from '@h5/mock-backend'
import { describe, expect, it } from 'vitest'
import { createRedPacketState, loadMyReward, openPacket, RedPacketErrorCode } from '..'
import { TOKENS, useMockBackend, type Fault } from '@h5/mock-backend/vitest'

const { makeApi, answer } = useMockBackend()
const MY_REWARD = '/v1/packet/myReward'

describe('loadMyReward', () => {
  it('fills the balance in fen from the server strings', async () => {
    const state = createRedPacketState()
    const result = await loadMyReward(state, makeApi().api)
    expect(result).toEqual({ ok: true, data: { leftTotal: 8888, rewardTotal: 16666 } })
    expect(state.sendInfo.amount).toEqual({ leftTotal: 8888, rewardTotal: 16666 })
    expect(state.status.myReward).toBe('done')
  })

  it('adds an opened packet to both totals, to the fen', async () => {
    const state = createRedPacketState()
    const { api } = makeApi()
    await openPacket(state, api, { ...TOKENS, redpacketID: MOCK_PACKETS.openable, channel: 'room' })
    await loadMyReward(state, api)
    expect(state.sendInfo.amount).toEqual({ leftTotal: 8888 + 188, rewardTotal: 16666 + 188 })
  })

  it('reads JSON numbers as well as strings', async () => {
    answer('GET', MY_REWARD, { body: { errno: 0, data: { leftTotal: 0.01, rewardTotal: 1.005 } } })
    const state = createRedPacketState()
    await loadMyReward(state, makeApi().api)
    expect(state.sendInfo.amount).toEqual({ leftTotal: 1, rewardTotal: 101 })
  })

  it.each<[string, Fault]>([
    ['a nonzero errno', { body: { errno: 8349999, errmsg: '系统繁忙' } }],
    ['an HTTP 500 with errno', { body: { errno: 500, errmsg: '服务器繁忙' }, status: 500 }],
    ['a network failure', 'network'],
    ['a page that is not JSON', 'notJson'],
    ['no data', { body: { errno: 0 } }],
    ['an unreadable leftTotal', { body: { errno: 0, data: { leftTotal: 'NaN', rewardTotal: '1.00' } } }],
    ['a negative rewardTotal', { body: { errno: 0, data: { leftTotal: '1.00', rewardTotal: '-1.00' } } }],
  ])('fails with code -1 数据获取失败 on %s, keeping the last balance', async (_label, fault) => {
    const state = createRedPacketState()
    const { api } = makeApi()
    await loadMyReward(state, api)
    answer('GET', MY_REWARD, fault)
    const result = await loadMyReward(state, api)
    expect(result).toMatchObject({ ok: false, error: { action: 'myReward', code: RedPacketErrorCode.MY_REWARD_FAILED, message: '数据获取失败' } })
    expect(state.status.myReward).toBe('error')
    expect(state.sendInfo.amount).toEqual({ leftTotal: 8888, rewardTotal: 16666 })
  })

  it('fails with code -1 on a time-out', async () => {
    answer('GET', MY_REWARD, 'hang')
    const result = await loadMyReward(createRedPacketState(), makeApi({ timeout: 30 }).api)
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.MY_REWARD_FAILED, errmsg: 'timeout of 30ms exceeded' } })
  })
})
