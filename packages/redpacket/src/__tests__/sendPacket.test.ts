import type { ApiClient } from '@h5/api'
import { scenarioSession } from '@h5/mock-backend'
import { describe, expect, it } from 'vitest'
import { createRedPacketState, ERRNO_TABLE, RedPacketErrorCode, sendPacket } from '..'
import { deferred, NOW, TOKENS, useMockBackend, type Fault } from '@h5/mock-backend/vitest'

const { makeApi, count, answer } = useMockBackend()
const SEND = '/v1/packet/send'
const form = { amount: '8.88', count: '4', greeting: '新年快乐' }

describe('sendPacket against the mock backend', () => {
  it('sends, then shows the lower balance and the new packet first in my records', async () => {
    const state = createRedPacketState()
    const result = await sendPacket(state, makeApi().api, { ...TOKENS, ...form })
    expect(result).toEqual({ ok: true, data: { redpacketID: 'rp_sent_4' } })
    expect(state.status).toMatchObject({ send: 'done', myReward: 'done', myRecord: 'done' })
    expect(state.sendInfo.amount).toEqual({ leftTotal: 8888 - 888, rewardTotal: 16666 })
    expect(state.sendInfo.recordList[0]).toEqual({
      redpacketID: 'rp_sent_4',
      amount: 888,
      count: 4,
      openedCount: 0,
      greeting: '新年快乐',
      time: NOW,
    })
    expect(count('POST', SEND)).toBe(1)
    expect(count('GET', '/v1/packet/myReward')).toBe(1)
    expect(count('GET', '/v1/packet/myRecord')).toBe(1)
  })

  it('sends the amount as two-decimal yuan text, the count as a number and the default greeting', async () => {
    const seen: unknown[] = []
    const api = {
      sendPacket: (payload: unknown) => {
        seen.push(payload)
        return Promise.resolve({ errno: 0, data: { redpacketID: 'rp_9' } })
      },
      getMyReward: () => Promise.resolve({ errno: 0, data: { leftTotal: '0.00', rewardTotal: '0.00' } }),
      getMyRecord: () => Promise.resolve({ errno: 0, data: { items: [] } }),
    } as unknown as Pick<ApiClient, 'sendPacket' | 'getMyReward' | 'getMyRecord'>
    await sendPacket(createRedPacketState(), api, { ...TOKENS, amount: ' 10 ', count: 3, greeting: '  ' })
    expect(seen).toEqual([{ ...TOKENS, amount: '10.00', count: 3, greeting: '恭喜发财，大吉大利', idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) }])
  })

  it('sends the whole balance to the fen', async () => {
    const state = createRedPacketState()
    expect(await sendPacket(state, makeApi().api, { ...TOKENS, amount: '88.88', count: 1 })).toMatchObject({ ok: true })
    expect(state.sendInfo.amount.leftTotal).toBe(0)
  })

  it('gives code 31 余额不足 for more than the balance, and sends nothing else', async () => {
    const state = createRedPacketState()
    const result = await sendPacket(state, makeApi().api, { ...TOKENS, amount: '88.89', count: 1 })
    expect(result).toMatchObject({ ok: false, error: { action: 'send', code: RedPacketErrorCode.SEND_REFUSED, message: '余额不足', errno: 8348301 } })
    expect(state.status.send).toBe('error')
    expect(state.status.myReward).toBe('idle')
    expect(count('GET', '/v1/packet/myReward')).toBe(0)
  })
})

describe('sendPacket for a minor (the simulator\'s minor scenario)', () => {
  it('gives code 31 未成年人不能发红包, whatever the server says, and refreshes nothing', async () => {
    const state = createRedPacketState()
    const result = await sendPacket(state, makeApi().api, { ...scenarioSession('minor'), ...form })
    expect(result).toMatchObject({ ok: false, error: { action: 'send', code: 31, message: '未成年人不能发红包', errno: 8304101 } })
    expect(state.errors.send?.errmsg).toBe('未成年人暂不能使用此功能')
    expect(count('GET', '/v1/packet/myReward')).toBe(0)
  })
})

describe('sendPacket follows every send row of ERRNO_TABLE', () => {
  it.each(Object.entries(ERRNO_TABLE.send.errnos))('errno %s shows the server errmsg if its row says so', async (errno, rule) => {
    answer('POST', SEND, { body: { errno: Number(errno), errmsg: `服务器说：${errno}` } })
    const result = await sendPacket(createRedPacketState(), makeApi().api, { ...TOKENS, ...form })
    const message = rule.serverMessage ? `服务器说：${errno}` : rule.message
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.SEND_REFUSED, message, errno: Number(errno) } })
    expect('code' in rule && rule.code).toBe(RedPacketErrorCode.SEND_REFUSED)
  })

  it.each(Object.entries(ERRNO_TABLE.send.errnos))('errno %s without errmsg shows the table message', async (errno, rule) => {
    answer('POST', SEND, { body: { errno: Number(errno) } })
    const result = await sendPacket(createRedPacketState(), makeApi().api, { ...TOKENS, ...form })
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.SEND_REFUSED, message: rule.message } })
  })

  it.each<[string, Fault]>([['another errno', { body: { errno: 8349999, errmsg: '内部错误 trace=abc' } }]])(
    'gives code 32 红包发送失败，请稍后重试 for %s',
    async (_label, fault) => {
      answer('POST', SEND, fault)
      const result = await sendPacket(createRedPacketState(), makeApi().api, { ...TOKENS, ...form })
      expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.SEND_FAILED, message: '红包发送失败，请稍后重试', decided: true } })
    },
  )

  it.each<[string, Fault]>([
    ['a network failure', 'network'],
    ['a page that is not JSON', 'notJson'],
    ['the service failing (errno 500)', { body: { errno: 500, errmsg: '服务器繁忙，请稍后重试' }, status: 500 }],
  ])('gives code 34, the outcome unknown and the retry safe, never 红包发送失败, for %s', async (_label, fault) => {
    answer('POST', SEND, fault)
    const result = await sendPacket(createRedPacketState(), makeApi().api, { ...TOKENS, ...form })
    expect(result).toMatchObject({
      ok: false,
      error: { code: RedPacketErrorCode.SEND_UNCONFIRMED, message: '网络异常，暂未确认是否发出。可放心重试，不会重复发红包', decided: false },
    })
  })

  it('counts errno 0 as sent even when the body lacks the id, so nobody resends', async () => {
    answer('POST', SEND, { body: { errno: 0 } })
    const state = createRedPacketState()
    expect(await sendPacket(state, makeApi().api, { ...TOKENS, ...form })).toEqual({ ok: true, data: { redpacketID: '' } })
    expect(state.status.send).toBe('done')
  })
})

describe('sendPacket checks before sending', () => {
  it('refuses an invalid form with code 33 and the first field message, sending nothing', async () => {
    const state = createRedPacketState()
    const result = await sendPacket(state, makeApi().api, { ...TOKENS, amount: '0.05', count: 6 })
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.INVALID_SEND_FORM, message: '单个红包金额不能低于0.01元' } })
    expect(state.errors.send).toMatchObject({ code: RedPacketErrorCode.INVALID_SEND_FORM })
    expect(count('POST', SEND)).toBe(0)
  })

  it('refuses missing tokens with code 4', async () => {
    const result = await sendPacket(createRedPacketState(), makeApi().api, { ...TOKENS, openID: '', ...form })
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.MISSING_TOKENS } })
    expect(count('POST', SEND)).toBe(0)
  })
})

describe('one send at a time', () => {
  it('sends one packet for a double tap', async () => {
    const state = createRedPacketState()
    const { api } = makeApi()
    const first = sendPacket(state, api, { ...TOKENS, ...form })
    const second = sendPacket(state, api, { ...TOKENS, ...form, amount: '1.00' })
    expect(second).toBe(first)
    await Promise.all([first, second])
    expect(count('POST', SEND)).toBe(1)
    expect(state.sendInfo.amount.leftTotal).toBe(8000)
  })
})

describe('the refresh after a send', () => {
  it('keeps send loading until my reward and my record are fresh', async () => {
    const reward = deferred<unknown>()
    const api = {
      sendPacket: () => Promise.resolve({ errno: 0, data: { redpacketID: 'rp_9' } }),
      getMyReward: () => reward.promise,
      getMyRecord: () => Promise.resolve({ errno: 0, data: { items: [] } }),
    } as unknown as Pick<ApiClient, 'sendPacket' | 'getMyReward' | 'getMyRecord'>
    const state = createRedPacketState()
    const sending = sendPacket(state, api, { ...TOKENS, ...form })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(state.status.send).toBe('loading')
    expect(state.status.myReward).toBe('loading')
    reward.resolve({ errno: 0, data: { leftTotal: '1.00', rewardTotal: '2.00' } })
    await sending
    expect(state.status.send).toBe('done')
    expect(state.sendInfo.amount).toEqual({ leftTotal: 100, rewardTotal: 200 })
  })

  it('reports a failed refresh on its own request, never as a failed send', async () => {
    answer('GET', '/v1/packet/myReward', 'network')
    const state = createRedPacketState()
    const result = await sendPacket(state, makeApi().api, { ...TOKENS, ...form })
    expect(result).toEqual({ ok: true, data: { redpacketID: 'rp_sent_4' } })
    expect(state.status).toMatchObject({ send: 'done', myReward: 'error', myRecord: 'done' })
    expect(state.errors.myReward).toMatchObject({ code: RedPacketErrorCode.MY_REWARD_FAILED, message: '数据获取失败' })
    expect(state.errors.send).toBeNull()
  })
})
