import type { ApiClient } from '@h5/api'
import { describe, expect, it } from 'vitest'
import { createRedPacketState, loadMyRecord, MY_RECORD_LIMIT, RedPacketErrorCode } from '..'
import { NOW, useMockBackend, type Fault } from '@h5/mock-backend/vitest'

const { makeApi, answer } = useMockBackend()
const MY_RECORD = '/v1/packet/myRecord'

describe('loadMyRecord', () => {
  it('fills the sent packets, newest first, amounts in fen', async () => {
    const state = createRedPacketState()
    const result = await loadMyRecord(state, makeApi().api)
    expect(result.ok).toBe(true)
    expect(state.status.myRecord).toBe('done')
    expect(state.sendInfo.recordList).toEqual([
      { redpacketID: 'rp_sent_3', amount: 520, count: 2, openedCount: 0, greeting: '一点心意', time: NOW - 2 * 3_600_000 },
      { redpacketID: 'rp_sent_2', amount: 2000, count: 10, openedCount: 4, greeting: '周末快乐', time: NOW - 86_400_000 },
      { redpacketID: 'rp_sent_1', amount: 1000, count: 5, openedCount: 5, greeting: '恭喜发财，大吉大利', time: NOW - 3 * 86_400_000 },
    ])
  })

  it('asks for at most 100', async () => {
    const seen: unknown[] = []
    const api = {
      getMyRecord: (payload: unknown) => {
        seen.push(payload)
        return Promise.resolve({ errno: 0, data: { items: [] } })
      },
    } as unknown as Pick<ApiClient, 'getMyRecord'>
    const state = createRedPacketState()
    await loadMyRecord(state, api)
    expect(MY_RECORD_LIMIT).toBe(100)
    expect(seen).toEqual([{ limit: 100 }])
    expect(state.sendInfo.recordList).toEqual([])
    expect(state.status.myRecord).toBe('done')
  })

  it('gives code 21 with the server errmsg for a nonzero errno', async () => {
    answer('GET', MY_RECORD, { body: { errno: 8349999, errmsg: '系统繁忙' } })
    const result = await loadMyRecord(createRedPacketState(), makeApi().api)
    expect(result).toMatchObject({ ok: false, error: { action: 'myRecord', code: RedPacketErrorCode.MY_RECORD_REFUSED, message: '系统繁忙', errno: 8349999 } })
  })

  it.each<[string, Fault]>([
    ['a network failure', 'network'],
    ['a page that is not JSON', 'notJson'],
    ['items that are not a list', { body: { errno: 0, data: { items: {} } } }],
  ])('gives code 22 加载失败，请稍后重试 for %s', async (_label, fault) => {
    answer('GET', MY_RECORD, fault)
    const state = createRedPacketState()
    const result = await loadMyRecord(state, makeApi().api)
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.MY_RECORD_REQUEST_FAILED, message: '加载失败，请稍后重试' } })
    expect(state.errors.myRecord).toMatchObject({ code: RedPacketErrorCode.MY_RECORD_REQUEST_FAILED })
  })
})
