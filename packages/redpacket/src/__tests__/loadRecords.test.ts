import type { ApiClient } from '@h5/api'
import { MOCK_PACKETS, MOCK_USER } from '@h5/mock-backend'
import { describe, expect, it } from 'vitest'
import { createRedPacketState, loadRecords, openPacket, RECORDS_PAGE_SIZE, RedPacketErrorCode } from '..'
import { deferred, NOW, TOKENS, useMockBackend, type Fault } from '@h5/mock-backend/vitest'

const { makeApi, answer } = useMockBackend()
const RECORDS = '/v1/packet/open/record'

describe('loadRecords against the mock backend', () => {
  it('fills total, the openers with money in fen, and the sender', async () => {
    const state = createRedPacketState()
    const result = await loadRecords(state, makeApi().api, { redpacketID: MOCK_PACKETS.openable })
    expect(result.ok).toBe(true)
    expect(state.status.records).toBe('done')
    expect(state.total).toBe(4)
    expect(state.accountInfo).toEqual({ nickName: '星河主播', avatar: expect.stringMatching(/^data:image\/svg\+xml/) })
    expect(state.recordList.map((r) => r.money)).toEqual([350, 250, 212, 300])
    expect(state.recordList.map((r) => r.nickName)).toEqual(['柠檬汽水', '阿狸不吃鱼', '小橘子', '晚风'])
    expect(state.recordList[0]!.avatar).toBe('')
  })

  it('shows me among the openers after I open the packet', async () => {
    const state = createRedPacketState()
    const { api } = makeApi()
    await openPacket(state, api, { ...TOKENS, redpacketID: MOCK_PACKETS.openable, channel: 'room' })
    await loadRecords(state, api, { redpacketID: MOCK_PACKETS.openable })
    expect(state.total).toBe(5)
    expect(state.recordList[0]).toEqual({ nickName: MOCK_USER.nickName, avatar: MOCK_USER.avatar, money: 188, time: NOW })
  })

  it('asks for one page of 20', async () => {
    const seen: unknown[] = []
    const api = {
      getOpenRecords: (payload: unknown) => {
        seen.push(payload)
        return Promise.resolve({ errno: 0, data: { total: 0, items: [], nickName: '', avatar: '' } })
      },
    } as unknown as Pick<ApiClient, 'getOpenRecords'>
    await loadRecords(createRedPacketState(), api, { redpacketID: 'rp_1' })
    expect(RECORDS_PAGE_SIZE).toBe(20)
    expect(seen).toEqual([{ redpacketID: 'rp_1', limit: 20 }])
  })

  it('gives code 11 with the server errmsg for a nonzero errno', async () => {
    const state = createRedPacketState()
    const result = await loadRecords(state, makeApi().api, { redpacketID: 'rp_nope' })
    expect(result).toMatchObject({ ok: false, error: { action: 'records', code: RedPacketErrorCode.RECORDS_REFUSED, message: '红包不存在', errno: 8348200 } })
    expect(state.status.records).toBe('error')
    expect(state.errors.records).toMatchObject({ code: RedPacketErrorCode.RECORDS_REFUSED })
  })

  it('gives code 11 for the HTTP 500 that carries errno 500', async () => {
    const result = await loadRecords(createRedPacketState(), makeApi().api, { redpacketID: MOCK_PACKETS.serverError })
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.RECORDS_REFUSED, message: '服务器繁忙，请稍后重试', errno: 500 } })
  })

  it('gives code 11 with a Chinese message when the server sent no errmsg', async () => {
    answer('GET', RECORDS, { body: { errno: 9 } })
    const result = await loadRecords(createRedPacketState(), makeApi().api, { redpacketID: 'rp_1' })
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.RECORDS_REFUSED, message: '加载失败，请稍后重试', errno: 9 } })
  })

  it.each([
    // Node's http adapter says 'Network error'; the browser's XHR says 'Network Error' (see @h5/api's tests).
    ['a network failure', 'network', expect.stringMatching(/^Network error$/i)],
    ['a page that is not JSON', 'notJson', 'Request failed with status code 502'],
    ['a body without errno', { body: { total: 1 } }, '服务器返回的数据格式不正确'],
    ['data without items', { body: { errno: 0, data: { total: 1 } } }, '服务器返回的数据格式不正确'],
    ['data that is not an object', { body: { errno: 0, data: 'x' } }, '服务器返回的数据格式不正确'],
  ])('gives code 12 for %s, with the transport errmsg', async (_label, fault, errmsg) => {
    answer('GET', RECORDS, fault as Fault)
    const state = createRedPacketState()
    const result = await loadRecords(state, makeApi().api, { redpacketID: 'rp_1' })
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.RECORDS_REQUEST_FAILED, message: '加载失败，请稍后重试', errmsg, errno: undefined } })
    expect(state.recordList).toEqual([])
  })

  it('gives code 12 for a time-out', async () => {
    answer('GET', RECORDS, 'hang')
    const result = await loadRecords(createRedPacketState(), makeApi({ timeout: 30 }).api, { redpacketID: 'rp_1' })
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.RECORDS_REQUEST_FAILED, errmsg: 'timeout of 30ms exceeded' } })
  })

  it('refuses a malformed id with code 3 and sends nothing', async () => {
    const result = await loadRecords(createRedPacketState(), makeApi().api, { redpacketID: 'rp 1' })
    expect(result).toMatchObject({ ok: false, error: { action: 'records', code: RedPacketErrorCode.INVALID_ID } })
  })
})

describe('loadRecords reads odd rows without losing the others', () => {
  it('normalises odd fields and drops unsafe avatars', async () => {
    answer('GET', RECORDS, {
      body: {
        errno: 0,
        data: {
          total: 'many',
          nickName: 7,
          avatar: 'javascript:alert(1)',
          items: [
            { nickName: '晚风', avatar: 'https://cdn.example.com/a.png', money: '1.20', time: 1 },
            { nickName: null, avatar: 'data:text/html,<b>x</b>', money: 'n/a', time: -5 },
            null,
          ],
        },
      },
    })
    const state = createRedPacketState()
    await loadRecords(state, makeApi().api, { redpacketID: 'rp_1' })
    expect(state.total).toBe(3)
    expect(state.accountInfo).toEqual({ nickName: '', avatar: '' })
    expect(state.recordList).toEqual([
      { nickName: '晚风', avatar: 'https://cdn.example.com/a.png', money: 120, time: 1 },
      { nickName: '', avatar: '', money: null, time: 0 },
      { nickName: '', avatar: '', money: null, time: 0 },
    ])
  })
})

describe('overlapping loads', () => {
  it('writes only the latest call, even when an older answer comes last', async () => {
    const answers = { old: deferred<unknown>(), latest: deferred<unknown>() }
    const api = {
      getOpenRecords: ({ redpacketID }: { redpacketID: 'old' | 'latest' }) => answers[redpacketID].promise,
    } as unknown as Pick<ApiClient, 'getOpenRecords'>
    const page = (nickName: string) => ({ errno: 0, data: { total: 1, items: [], nickName, avatar: '' } })
    const state = createRedPacketState()
    const older = loadRecords(state, api, { redpacketID: 'old' })
    const latest = loadRecords(state, api, { redpacketID: 'latest' })
    answers.latest.resolve(page('新'))
    await latest
    answers.old.resolve(page('旧'))
    expect(await older).toMatchObject({ ok: true })
    expect(state.accountInfo.nickName).toBe('新')
    expect(state.status.records).toBe('done')
  })

  it('keeps status loading while a newer call is in flight after an older one failed', async () => {
    const answers = [deferred<unknown>(), deferred<unknown>()]
    let call = 0
    const api = { getOpenRecords: () => answers[call++]!.promise } as unknown as Pick<ApiClient, 'getOpenRecords'>
    const state = createRedPacketState()
    const older = loadRecords(state, api, { redpacketID: 'rp_1' })
    void loadRecords(state, api, { redpacketID: 'rp_1' })
    answers[0]!.reject(new Error('Network Error'))
    expect(await older).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.RECORDS_REQUEST_FAILED } })
    expect(state.status.records).toBe('loading')
    expect(state.errors.records).toBeNull()
  })
})
