import type { UserTokens } from '@h5/api'
import { scenarioSession } from '@h5/mock-backend'
import { TOKENS, useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import {
  createRechargeState,
  loadRechargeInfo,
  payInApp,
  queryOrder,
  RechargeErrorCode,
  type RechargeChoice,
  type RechargeState,
} from '..'
import { androidNative } from './androidNative'

const { makeApi, count, answer, server } = useMockBackend()

const nativeWith = androidNative

const instant = { delaysMs: [0, 1, 1, 1, 1], sleep: () => Promise.resolve() }

/** A state with the offer of `tokens` loaded, as the page has it when the user taps. */
async function loaded(tokens: UserTokens = TOKENS): Promise<RechargeState> {
  const state = createRechargeState()
  const { api } = makeApi()
  const result = await loadRechargeInfo(state, api, tokens)
  expect(result.ok).toBe(true)
  return state
}

const pick = (state: RechargeState, packageID: string): RechargeChoice => ({ kind: 'package', pack: state.offer!.packages.find((pack) => pack.packageID === packageID)! })

describe('loadRechargeInfo', () => {
  it('loads the balance and the server’s packages, custom limits and caps in fen', async () => {
    const state = await loaded()
    expect(state.balance).toBe(100_000)
    expect(state.offer!.packages[0]).toEqual({ packageID: 'd60', diamonds: 60, bonus: 0, priceFen: 600, tag: '' })
    expect(state.offer!.custom).toEqual({ minFen: 100, maxFen: 500_000, diamondsPerYuan: 10 })
    expect(state.offer!.caps.dailyLimitFen).toBe(500_000)
  })

  it('refuses a minor with MINOR', async () => {
    const state = createRechargeState()
    const result = await loadRechargeInfo(state, makeApi().api, scenarioSession('recharge-minor'))
    expect(result).toMatchObject({ ok: false, error: { code: RechargeErrorCode.MINOR } })
  })
})

describe('payInApp', () => {
  it('checks WeChat, creates the order with a key, pays and polls until the server says paid', async () => {
    const state = await loaded()
    const { bridge, native } = nativeWith()
    const result = await payInApp(state, { api: makeApi().api, bridge }, { tokens: TOKENS, channel: 'wechat', choice: pick(state, 'd680'), polling: instant })
    expect(result).toMatchObject({ ok: true, data: { status: 'paid', order: { status: 'paid', diamonds: 700, priceFen: 6800 } } })
    expect(native.calls.map((call) => call.op)).toEqual(['checkWx', 'payV2'])
    expect(native.calls[1]!.data).toMatchObject({ channel: 'wechat', payParams: { appId: 'wx-mock-app', package: expect.stringMatching(/^prepay_id=/) } })
    expect(state.attempts.pay).toBeNull()
  })

  it('pays by Alipay without asking for WeChat', async () => {
    const state = await loaded()
    const { bridge, native } = nativeWith()
    const result = await payInApp(state, { api: makeApi().api, bridge }, { tokens: TOKENS, channel: 'alipay', choice: { kind: 'custom', amountFen: 8800 }, polling: instant })
    expect(result).toMatchObject({ ok: true, data: { status: 'paid', order: { diamonds: 880 } } })
    expect(native.calls.map((call) => call.op)).toEqual(['payV2'])
    expect(native.calls[0]!.data).toMatchObject({ channel: 'alipay', orderString: expect.stringContaining('total_amount=88.00') })
  })

  it('says WeChat is missing and creates no order', async () => {
    const state = await loaded()
    const { bridge } = nativeWith({ checkWx: () => ({ installed: false }) })
    const result = await payInApp(state, { api: makeApi().api, bridge }, { tokens: TOKENS, channel: 'wechat', choice: pick(state, 'd60'), polling: instant })
    expect(result).toMatchObject({ ok: false, error: { code: RechargeErrorCode.WECHAT_MISSING, message: '未安装微信，请安装后再试或选择支付宝' } })
    expect(count('POST', '/v1/xpay/wx-order')).toBe(0)
  })

  it('makes the user closing the pay sheet the outcome cancelled, and asks the server nothing', async () => {
    const state = await loaded()
    const { bridge } = nativeWith({ payV2: () => ({ errcode: 4002, errmsg: '用户已取消' }) as never })
    const result = await payInApp(state, { api: makeApi().api, bridge }, { tokens: TOKENS, channel: 'wechat', choice: pick(state, 'd60'), polling: instant })
    expect(result).toEqual({ ok: true, data: { status: 'cancelled', orderID: expect.any(String) } })
    expect(count('POST', '/v1/xpay/order-status')).toBe(0)
  })

  it('fails with PAY_FAILED when the payment SDK fails (4005) or the server says failed', async () => {
    const state = await loaded()
    const failing = nativeWith({ payV2: () => ({ errcode: 4005, errmsg: '支付失败' }) as never })
    const sdk = await payInApp(state, { api: makeApi().api, bridge: failing.bridge }, { tokens: TOKENS, channel: 'alipay', choice: pick(state, 'd60'), polling: instant })
    expect(sdk).toMatchObject({ ok: false, error: { code: RechargeErrorCode.PAY_FAILED, errcode: 4005 } })
    const session = scenarioSession('recharge-pay-failed')
    const failedState = await loaded(session)
    const server = await payInApp(failedState, { api: makeApi().api, bridge: nativeWith().bridge }, { tokens: session, channel: 'alipay', choice: pick(failedState, 'd60'), polling: instant })
    expect(server).toMatchObject({ ok: false, error: { code: RechargeErrorCode.PAY_FAILED } })
    expect(failedState.order?.status).toBe('failed')
  })

  it('fails with ORDER_CLOSED when the server closed the order', async () => {
    const session = scenarioSession('recharge-pay-closed')
    const state = await loaded(session)
    const result = await payInApp(state, { api: makeApi().api, bridge: nativeWith().bridge }, { tokens: session, channel: 'alipay', choice: pick(state, 'd60'), polling: instant })
    expect(result).toMatchObject({ ok: false, error: { code: RechargeErrorCode.ORDER_CLOSED } })
  })

  it('never says paid before the server: pending after the polling, then paid on a refresh', async () => {
    const session = scenarioSession('recharge-pay-slow')
    const state = await loaded(session)
    const { api } = makeApi()
    const result = await payInApp(state, { api, bridge: nativeWith().bridge }, { tokens: session, channel: 'wechat', choice: pick(state, 'd60'), polling: instant })
    expect(result).toMatchObject({ ok: true, data: { status: 'pending' } })
    expect(count('POST', '/v1/xpay/order-status')).toBe(5)
    const refreshed = await queryOrder(state, api, state.order!.orderID)
    expect(refreshed).toMatchObject({ ok: true, data: { status: 'paid', diamonds: 60 } })
  })

  it('polls anyway when native never answers the pay sheet', async () => {
    const state = await loaded()
    const { bridge } = nativeWith({}, { payV2: { drop: true } })
    const result = await payInApp(state, { api: makeApi().api, bridge }, { tokens: TOKENS, channel: 'alipay', choice: pick(state, 'd60'), polling: instant, payAnswerMs: 10 })
    expect(result).toMatchObject({ ok: true, data: { status: 'paid' } })
  })

  it('creates one order for a double tap', async () => {
    const state = await loaded()
    const { bridge, native } = nativeWith()
    const { api } = makeApi()
    const input = { tokens: TOKENS, channel: 'alipay' as const, choice: pick(state, 'd60'), polling: instant }
    const [first, second] = await Promise.all([payInApp(state, { api, bridge }, input), payInApp(state, { api, bridge }, input)])
    expect(first).toEqual(second)
    expect(count('POST', '/v1/xpay/ali-order')).toBe(1)
    expect(native.calls.filter((call) => call.op === 'payV2')).toHaveLength(1)
  })

  it('sends the same key again after a lost answer, and a new key once the server answered', async () => {
    const state = await loaded()
    const { bridge } = nativeWith()
    const keys: unknown[] = []
    const { api } = makeApi()
    const recording = {
      ...api,
      createAliOrder: (payload: Parameters<typeof api.createAliOrder>[0], options?: Parameters<typeof api.createAliOrder>[1]) => {
        keys.push(payload.idempotencyKey)
        return api.createAliOrder(payload, options)
      },
    }
    const input = { tokens: TOKENS, channel: 'alipay' as const, choice: pick(state, 'd60'), polling: instant }
    answer('POST', '/v1/xpay/ali-order', 'network')
    const lost = await payInApp(state, { api: recording, bridge }, input)
    expect(lost).toMatchObject({ ok: false, error: { code: RechargeErrorCode.REQUEST_FAILED } })
    expect(state.attempts.pay).not.toBeNull()
    // The network is back: the retry carries the same key; the next order a new one.
    server.resetHandlers()
    expect((await payInApp(state, { api: recording, bridge }, input)).ok).toBe(true)
    expect((await payInApp(state, { api: recording, bridge }, input)).ok).toBe(true)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('refuses over the cap before sending, and maps the server’s cap and withdrawn errnos', async () => {
    const near = scenarioSession('recharge-near-cap')
    const state = await loaded(near)
    const { api } = makeApi()
    const over = await payInApp(state, { api, bridge: nativeWith().bridge }, { tokens: near, channel: 'alipay', choice: pick(state, 'd1280'), polling: instant })
    expect(over).toMatchObject({ ok: false, error: { code: RechargeErrorCode.DAILY_CAP } })
    expect(count('POST', '/v1/xpay/ali-order')).toBe(0)
    const stale = { ...state.offer!, caps: { ...state.offer!.caps, dailyUsedFen: 0 } }
    state.offer = stale
    const server = await payInApp(state, { api, bridge: nativeWith().bridge }, { tokens: near, channel: 'alipay', choice: pick(state, 'd1280'), polling: instant })
    expect(server).toMatchObject({ ok: false, error: { code: RechargeErrorCode.DAILY_CAP, errno: 8380001 } })
    const withdrawn = scenarioSession('recharge-withdrawn')
    const withdrawnState = await loaded(withdrawn)
    const refused = await payInApp(withdrawnState, { api, bridge: nativeWith().bridge }, { tokens: withdrawn, channel: 'alipay', choice: pick(withdrawnState, 'd300'), polling: instant })
    expect(refused).toMatchObject({ ok: false, error: { code: RechargeErrorCode.PACKAGE_WITHDRAWN, message: '该充值档位已下架，请重新选择' } })
  })
})

