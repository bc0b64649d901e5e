import type { ApiClient } from '@h5/api'
import { MOCK_PACKETS } from '@h5/mock-backend'
import { describe, expect, it } from 'vitest'
import { createRedPacketState, ERRNO_TABLE, openPacket, RedPacketError, RedPacketErrorCode } from '..'
import { deferred, TOKENS, useMockBackend } from '@h5/mock-backend/vitest'

const { makeApi, count, answer } = useMockBackend()
const OPEN = '/v1/packet/open'
const input = (redpacketID: string) => ({ ...TOKENS, redpacketID, channel: 'room' })

describe('openPacket against the mock backend', () => {
  it('opens the openable packet: state 0 and 1.88 yuan as 188 fen', async () => {
    const state = createRedPacketState()
    const result = await openPacket(state, makeApi().api, input(MOCK_PACKETS.openable))
    expect(result).toEqual({ ok: true, data: { state: 0, amount: 188, tipMsg: '' } })
    expect(state.packet).toEqual({ state: 0, amount: 188, tipMsg: '' })
    expect(state.status.open).toBe('done')
    expect(state.errors.open).toBeNull()
  })

  it.each([
    ['state1', MOCK_PACKETS.state1, 1, '手慢了，红包派完了'],
    ['state2', MOCK_PACKETS.state2, 2, '红包已退回发送者'],
  ] as const)('counts the %s scenario as success with state %i and the server errmsg as tip', async (_l, id, packetState, tip) => {
    const state = createRedPacketState()
    const result = await openPacket(state, makeApi().api, input(id))
    expect(result).toEqual({ ok: true, data: { state: packetState, amount: null, tipMsg: tip } })
    expect(state.packet).toEqual({ state: packetState, amount: null, tipMsg: tip })
    expect(state.status.open).toBe('done')
  })

  it.each([
    ['expired', MOCK_PACKETS.expired, RedPacketErrorCode.EXPIRED, '红包信息已过期', 8348201],
    ['alreadyOpened', MOCK_PACKETS.alreadyOpened, RedPacketErrorCode.ALREADY_OPENED, '红包已经领取过了', 8348203],
    ['serverError (HTTP 500)', MOCK_PACKETS.serverError, RedPacketErrorCode.OPEN_FAILED, '数据获取失败，请稍后重试', 500],
    ['unknown packet', 'rp_nope', RedPacketErrorCode.OPEN_FAILED, '数据获取失败，请稍后重试', 8348200],
  ])('fails the %s scenario with code %i %s', async (_l, id, code, message, errno) => {
    const state = createRedPacketState()
    const result = await openPacket(state, makeApi().api, input(id))
    expect(result.ok).toBe(false)
    const error = (result as { error: RedPacketError }).error
    expect(error).toBeInstanceOf(RedPacketError)
    expect(error).toMatchObject({ action: 'open', code, message, errno })
    expect(state.errors.open).toBe(error)
    expect(state.status.open).toBe('error')
    expect(state.packet).toEqual({ state: undefined, amount: null, tipMsg: message })
  })

  it('says 红包已经领取过了 on a second open after the first one settled, keeping the amount', async () => {
    const state = createRedPacketState()
    const { api } = makeApi()
    await openPacket(state, api, input(MOCK_PACKETS.openable))
    const again = await openPacket(state, api, input(MOCK_PACKETS.openable))
    expect(again).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.ALREADY_OPENED } })
    expect(state.packet).toEqual({ state: 0, amount: 188, tipMsg: '红包已经领取过了' })
    expect(count('POST', OPEN)).toBe(2)
  })
})

describe('openPacket follows every open row of ERRNO_TABLE', () => {
  const rows = Object.entries(ERRNO_TABLE.open.errnos).filter(([errno]) => errno !== '0')

  it.each(rows)('errno %s', async (errno, rule) => {
    answer('POST', OPEN, { body: { errno: Number(errno), errmsg: '' } })
    const state = createRedPacketState()
    const result = await openPacket(state, makeApi().api, input('rp_x'))
    if ('state' in rule) {
      // No errmsg from the server: the table's own tip.
      expect(result).toEqual({ ok: true, data: { state: rule.state, amount: null, tipMsg: rule.message } })
    } else {
      expect(result).toMatchObject({ ok: false, error: { code: rule.code, message: rule.message, errno: Number(errno) } })
    }
  })

  it.each([
    ['another errno', { body: { errno: 8348299, errmsg: '系统繁忙' } }, 8348299],
    ['the session-expired errno 8304006', { body: { errno: 8304006, errmsg: '登录已过期' } }, 8304006],
    ['the session-expired errno 107', { body: { errno: 107, errmsg: '登录已过期' } }, 107],
    ['an HTTP 500 without an envelope', { body: { message: 'oops' }, status: 500 }, undefined],
    ['a body without errno', { body: { data: { money: 1 } } }, undefined],
    ['a network failure', 'network', undefined],
    ['a page that is not JSON', 'notJson', undefined],
  ] as const)('turns %s into code 1 数据获取失败，请稍后重试', async (_label, fault, errno) => {
    answer('POST', OPEN, fault)
    const state = createRedPacketState()
    const result = await openPacket(state, makeApi().api, input('rp_x'))
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.OPEN_FAILED, message: '数据获取失败，请稍后重试', errno } })
    expect(state.packet.tipMsg).toBe('数据获取失败，请稍后重试')
  })

  it('turns a time-out into code 1 and keeps the transport message as errmsg', async () => {
    answer('POST', OPEN, 'hang')
    const state = createRedPacketState()
    const result = await openPacket(state, makeApi({ timeout: 30 }).api, input('rp_x'))
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.OPEN_FAILED, errmsg: 'timeout of 30ms exceeded' } })
  })

  it('still closes the page once on 8304006 (through @h5/api) and types the error', async () => {
    const state = createRedPacketState()
    const { api, bridge } = makeApi()
    const result = await openPacket(state, api, { ...input(MOCK_PACKETS.openable), accessToken: 'expired-token' })
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.OPEN_FAILED, errno: 8304006 } })
    expect(bridge.call).toHaveBeenCalledTimes(1)
    expect(bridge.call).toHaveBeenCalledWith('finish')
  })

  it('counts an unreadable money as opened, with the fallback amount', async () => {
    answer('POST', OPEN, { body: { errno: 0, data: { money: 'lots' } } })
    const state = createRedPacketState()
    expect(await openPacket(state, makeApi().api, input('rp_x'))).toEqual({
      ok: true,
      data: { state: 0, amount: null, tipMsg: '' },
    })
  })

  it('reads money sent as a decimal string', async () => {
    answer('POST', OPEN, { body: { errno: 0, data: { money: '0.01' } } })
    const state = createRedPacketState()
    await openPacket(state, makeApi().api, input('rp_x'))
    expect(state.packet.amount).toBe(1)
  })
})

describe('one open at a time', () => {
  it('sends one request for a double tap and hands both taps the same promise', async () => {
    const state = createRedPacketState()
    const { api } = makeApi()
    const first = openPacket(state, api, input(MOCK_PACKETS.openable))
    const second = openPacket(state, api, input(MOCK_PACKETS.openable))
    expect(second).toBe(first)
    expect(await second).toMatchObject({ ok: true, data: { state: 0, amount: 188 } })
    expect(count('POST', OPEN)).toBe(1)
  })

  it('shows loading while in flight, then done, and allows a new open after it settles', async () => {
    const answerNow = deferred<unknown>()
    let calls = 0
    const api = {
      openPacket: () => {
        calls += 1
        return answerNow.promise
      },
    } as unknown as Pick<ApiClient, 'openPacket'>
    const state = createRedPacketState()
    const pending = openPacket(state, api, input('rp_1'))
    expect(state.status.open).toBe('loading')
    void openPacket(state, api, input('rp_1'))
    void openPacket(state, api, input('rp_1'))
    answerNow.resolve({ errno: 0, data: { money: 6.66 } })
    await pending
    expect(calls).toBe(1)
    expect(state.status.open).toBe('done')
    expect(state.packet.amount).toBe(666)
    await openPacket(state, api, input('rp_1'))
    expect(calls).toBe(2)
  })

  it('keeps separate states separate: two packets open at once', async () => {
    const { api } = makeApi()
    const a = createRedPacketState()
    const b = createRedPacketState()
    await Promise.all([openPacket(a, api, input(`${MOCK_PACKETS.openable}_a`)), openPacket(b, api, input(`${MOCK_PACKETS.openable}_b`))])
    expect(count('POST', OPEN)).toBe(2)
    expect([a.packet.amount, b.packet.amount]).toEqual([188, 188])
  })
})

describe('openPacket checks its input before any request', () => {
  it.each(['', 'rp 1', '<img src=x>', 'a'.repeat(65)])('refuses the id %j with code 3', async (redpacketID) => {
    const state = createRedPacketState()
    const result = await openPacket(state, makeApi().api, input(redpacketID))
    expect(result).toMatchObject({ ok: false, error: { action: 'open', code: RedPacketErrorCode.INVALID_ID, message: '红包链接无效，请确认后重新打开' } })
    expect(state.status.open).toBe('error')
    expect(state.packet.tipMsg).toBe('红包链接无效，请确认后重新打开')
    expect(count('POST', OPEN)).toBe(0)
  })

  it.each([
    ['an empty access token', { accessToken: '' }],
    ['an empty open id', { openID: '' }],
    ['a missing access token', { accessToken: undefined as unknown as string }],
  ])('refuses %s with code 4, so the page is not closed by 8304006', async (_label, override) => {
    const state = createRedPacketState()
    const { api, bridge } = makeApi()
    const result = await openPacket(state, api, { ...input(MOCK_PACKETS.openable), ...override })
    expect(result).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.MISSING_TOKENS, message: '登录信息缺失，请重新打开页面' } })
    expect(count('POST', OPEN)).toBe(0)
    expect(bridge.call).not.toHaveBeenCalled()
  })

  it('sends exactly the four fields of OpenPacketPayload', async () => {
    const seen: unknown[] = []
    const api = {
      openPacket: (payload: unknown, options: unknown) => {
        seen.push(payload, options)
        return Promise.resolve({ errno: 0, data: { money: 1 } })
      },
    } as unknown as Pick<ApiClient, 'openPacket'>
    await openPacket(createRedPacketState(), api, { ...input('rp_1'), extra: 'x' } as never)
    expect(seen).toEqual([{ ...TOKENS, redpacketID: 'rp_1', channel: 'room' }, { quiet: true }])
  })
})
