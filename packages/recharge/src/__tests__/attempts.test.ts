import type { UserTokens } from '@h5/api'
import type { FakeHandlers, Fault } from '@h5/bridge/testing'
import { MOCK_USER, scenarioSession } from '@h5/mock-backend'
import { TOKENS, useMockBackend } from '@h5/mock-backend/vitest'
import { ownAttempts, type AttemptStorage } from '@h5/request'
import { describe, expect, it } from 'vitest'
import {
  createRechargeState,
  loadRechargeInfo,
  lookupAccount,
  PAY_ANSWER_GRACE_MS,
  payInApp,
  queryOrder,
  RechargeErrorCode,
  startWebPay,
  type RechargeState,
} from '..'
import { androidNative } from './androidNative'

/**
 * The order attempt (`attempts.pay`): one idempotency key from the tap until the server settled the order, kept
 * for the tab, so a retry, a pay sheet that never answered or a reload mid-payment never makes a second order of
 * the same attempt.
 */
const { makeApi, count, answer, server } = useMockBackend()
const ORIGIN = 'http://backend.test'
const instant = { delaysMs: [0, 1, 1, 1, 1], sleep: () => Promise.resolve() }

/** The tab's sessionStorage, as the page passes it (platform/browserStorage.ts). */
function tabStorage(): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (name) => items.get(name) ?? null, setItem: (name, value) => void items.set(name, value), removeItem: (name) => void items.delete(name) }
}

/** The Android app's native side (androidNative.ts), with the orders its pay sheets were handed. */
function nativeWith(handlers: FakeHandlers = {}, faults: Partial<Record<'payV2', Fault>> = {}) {
  const { bridge, native } = androidNative(handlers, faults)
  const paidOrders = () => native.calls.filter((call) => call.op === 'payV2').map((call) => (call.data as { orderID: string }).orderID)
  return { bridge, paidOrders }
}

/** The signed-in account, as the app names it to the state (the session's user ID), and another one. */
const ME = '30001'
const SOMEONE_ELSE = '30002'
/** Outside the app nobody is signed in: web recharge names the tab's anonymous payer. */
const WEB_PAYER = 'web'

/** A page's state over the tab's storage, for `owner` once the session named it. */
function pageState(storage: AttemptStorage, owner: string): RechargeState {
  const state = createRechargeState({ storage })
  ownAttempts(state, owner)
  return state
}

/** A page visit: a state over the tab's storage for `owner`, with the offer of `tokens` loaded. */
async function visit(storage: AttemptStorage, tokens: UserTokens = TOKENS, owner = ME): Promise<RechargeState> {
  const state = pageState(storage, owner)
  expect((await loadRechargeInfo(state, makeApi().api, tokens)).ok).toBe(true)
  return state
}

const d60 = (state: RechargeState) => ({ kind: 'package' as const, pack: state.offer!.packages.find((pack) => pack.packageID === 'd60')! })

describe('in the app: the order of the attempt', () => {
  it('a reload after a lost answer sends the same key: the server makes one order', async () => {
    const storage = tabStorage()
    const { bridge } = nativeWith()
    const keys: unknown[] = []
    const { api } = makeApi()
    const recording = { ...api, createAliOrder: (payload: Parameters<typeof api.createAliOrder>[0], options?: Parameters<typeof api.createAliOrder>[1]) => (keys.push(payload.idempotencyKey), api.createAliOrder(payload, options)) }
    const first = await visit(storage)
    answer('POST', '/v1/xpay/ali-order', 'network')
    expect(await payInApp(first, { api: recording, bridge }, { tokens: TOKENS, channel: 'alipay', choice: d60(first), polling: instant })).toMatchObject({ ok: false, error: { decided: false } })
    server.resetHandlers()
    // The web view reloads: a new state of the same tab.
    const reloaded = await visit(storage)
    expect(reloaded.attempts.pay).toEqual({ key: keys[0], request: 'app:alipay:d60:6.00', owner: ME })
    expect(await payInApp(reloaded, { api: recording, bridge }, { tokens: TOKENS, channel: 'alipay', choice: d60(reloaded), polling: instant })).toMatchObject({ ok: true, data: { status: 'paid' } })
    expect(keys).toEqual([keys[0], keys[0]])
    expect(reloaded.attempts.pay).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it('keeps an unsettled order for the tab, with nothing personal; back on the page the server is asked and settles it', async () => {
    const storage = tabStorage()
    const session = scenarioSession('recharge-pay-slow')
    const paying = await visit(storage, session)
    const result = await payInApp(paying, { api: makeApi().api, bridge: nativeWith().bridge }, { tokens: session, channel: 'wechat', choice: d60(paying), polling: instant })
    expect(result).toMatchObject({ ok: true, data: { status: 'pending' } })
    const orderID = result.ok && result.data.status === 'pending' ? result.data.order.orderID : ''
    const stored = [...storage.items.values()].join('')
    expect(JSON.parse(stored)).toEqual({ key: expect.any(String), request: 'app:wechat:d60:6.00', owner: ME, orderID })
    expect(stored).not.toContain(session.accessToken)
    expect(stored).not.toContain(session.openID)
    // A reload: the order is found, and the server is asked about it.
    const back = pageState(storage, ME)
    expect(back.attempts.pay?.orderID).toBe(orderID)
    expect(await queryOrder(back, makeApi().api, orderID)).toMatchObject({ ok: true, data: { status: 'paid' } })
    expect(back.attempts.pay).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it('pays another family’s product (a VIP money option) with the attempt’s key, kept under its own name for the tab', async () => {
    const storage = tabStorage()
    const session = scenarioSession('vip-pay-pending')
    const vip = createRechargeState({ storage, keptAs: 'vip' })
    ownAttempts(vip, ME)
    const choice = { kind: 'product' as const, productID: 'vip_month', priceFen: 3000 }
    const { bridge, paidOrders } = nativeWith()
    const result = await payInApp(vip, { api: makeApi().api, bridge }, { tokens: session, channel: 'alipay', choice, polling: instant })
    expect(result).toMatchObject({ ok: true, data: { status: 'pending', order: { diamonds: 0, priceFen: 3000 } } })
    expect(vip.attempts.pay).toMatchObject({ request: 'app:alipay:vip_month:30.00', orderID: paidOrders()[0] })
    expect([...storage.items.keys()]).toEqual(['h5:attempt:vip:pay'])
    // The recharge page of the same tab never finds it; a retry of the same product pays the same order.
    expect(pageState(storage, ME).attempts.pay).toBeNull()
    const retry = await payInApp(vip, { api: makeApi().api, bridge }, { tokens: session, channel: 'alipay', choice, polling: instant })
    expect(retry).toMatchObject({ ok: true })
    expect(new Set(paidOrders()).size).toBe(1)
  })

  it('never resumes one account’s unsettled order for another account of the tab: dropped, and its own payment is a new order', async () => {
    const storage = tabStorage()
    const { api } = makeApi()
    const session = scenarioSession('recharge-pay-slow')
    const paying = await visit(storage, session, ME)
    const result = await payInApp(paying, { api, bridge: nativeWith().bridge }, { tokens: session, channel: 'wechat', choice: d60(paying), polling: instant })
    const orderID = result.ok && result.data.status === 'pending' ? result.data.order.orderID : ''
    expect(orderID).not.toBe('')
    // My own reload finds my order.
    expect(pageState(storage, ME).attempts.pay).toMatchObject({ owner: ME, orderID })
    // Another account in the same tab (native switched users): nothing to resume, and my order is forgotten.
    const switched = await visit(storage, TOKENS, SOMEONE_ELSE)
    expect(switched.attempts.pay).toBeNull()
    expect(storage.items.size).toBe(0)
    const native = nativeWith()
    const theirs = await payInApp(switched, { api, bridge: native.bridge }, { tokens: TOKENS, channel: 'wechat', choice: d60(switched), polling: instant })
    expect(theirs).toMatchObject({ ok: true, data: { status: 'paid' } })
    expect(native.paidOrders()).toHaveLength(1)
    expect(native.paidOrders()[0]).not.toBe(orderID)
    expect(pageState(storage, ME).attempts.pay).toBeNull()
  })

  it('a pay sheet that never answers: the user’s return stops the wait, and paying the same choice again pays the same order', async () => {
    const storage = tabStorage()
    const session = scenarioSession('recharge-pay-slow')
    const state = await visit(storage, session)
    const native = nativeWith({}, { payV2: { drop: true } })
    const returned = new AbortController()
    const started = Date.now()
    const paying = payInApp(state, { api: makeApi().api, bridge: native.bridge }, { tokens: session, channel: 'wechat', choice: d60(state), polling: instant, payAnswerMs: 60_000, returned: returned.signal })
    returned.abort()
    expect(await paying).toMatchObject({ ok: true, data: { status: 'pending' } })
    expect(Date.now() - started).toBeLessThan(PAY_ANSWER_GRACE_MS + 2000)
    // 返回充值, the same package again: the server answers the same order, so it can be paid once only.
    const again = await payInApp(state, { api: makeApi().api, bridge: nativeWith().bridge }, { tokens: session, channel: 'wechat', choice: d60(state), polling: instant })
    expect(again).toMatchObject({ ok: true, data: { status: 'paid' } })
    const [first] = native.paidOrders()
    expect(again.ok && again.data.status === 'paid' && again.data.order.orderID).toBe(first)
    expect(state.attempts.pay).toBeNull()
  })

  it('ends the attempt when the server settles the order or the sheet is closed unpaid: the next payment is a new order', async () => {
    const session = scenarioSession('recharge-pay-failed')
    const failed = await visit(tabStorage(), session)
    const refused = await payInApp(failed, { api: makeApi().api, bridge: nativeWith().bridge }, { tokens: session, channel: 'alipay', choice: d60(failed), polling: instant })
    expect(refused).toMatchObject({ ok: false, error: { code: RechargeErrorCode.PAY_FAILED, decided: true } })
    expect(failed.attempts.pay).toBeNull()
    const state = await visit(tabStorage())
    const closed = nativeWith({ payV2: () => ({ errcode: 4002, errmsg: '用户已取消' }) as never })
    expect(await payInApp(state, { api: makeApi().api, bridge: closed.bridge }, { tokens: TOKENS, channel: 'alipay', choice: d60(state), polling: instant })).toMatchObject({ ok: true, data: { status: 'cancelled' } })
    expect(state.attempts.pay).toBeNull()
    await payInApp(state, { api: makeApi().api, bridge: closed.bridge }, { tokens: TOKENS, channel: 'alipay', choice: d60(state), polling: instant })
    const [one, two] = closed.paidOrders()
    expect(two).not.toBe(one)
  })

  it('throws the server’s refusal of an order as an error, never a plain object', async () => {
    const state = await visit(tabStorage())
    answer('POST', '/v1/xpay/ali-order', { body: { errno: '8380001', errmsg: '已超过今日充值限额' } })
    const result = await payInApp(state, { api: makeApi().api, bridge: nativeWith().bridge }, { tokens: TOKENS, channel: 'alipay', choice: d60(state), polling: instant })
    expect(result).toMatchObject({ ok: false, error: { code: RechargeErrorCode.DAILY_CAP, errno: 8380001, errmsg: '已超过今日充值限额', decided: true } })
    expect(!result.ok && result.error.cause).toBeInstanceOf(Error)
    expect(state.attempts.pay).toBeNull()
  })
})

describe('web recharge: the order of the attempt', () => {
  it('keeps the order across the trip to the pay page: 重新支付 of the same choice answers the same order; paid ends it', async () => {
    const storage = tabStorage()
    const { api } = makeApi()
    const state = pageState(storage, WEB_PAYER)
    await lookupAccount(state, api, String(MOCK_USER.userID))
    const choice = { kind: 'package' as const, pack: state.offer!.packages[0]! }
    const first = await startWebPay(state, api, { channel: 'wechat', choice, returnUrl: `${ORIGIN}/wxpay` })
    const orderID = first.ok ? first.data.orderID : ''
    expect(state.attempts.pay).toMatchObject({ request: `web:${MOCK_USER.userID}:wechat:w60:600`, orderID })
    // Back from the pay page (unpaid), in a new page of the tab: the account is looked up again, the order stays.
    const back = pageState(storage, WEB_PAYER)
    await lookupAccount(back, api, String(MOCK_USER.userID))
    expect(back.attempts.pay?.orderID).toBe(orderID)
    expect(await startWebPay(back, api, { channel: 'wechat', choice, returnUrl: `${ORIGIN}/wxpay` })).toMatchObject({ ok: true, data: { orderID } })
    expect(count('POST', '/v1/xpay/web-order')).toBe(2)
    await fetch(`${ORIGIN}/v1/mock-pay/finish`, { method: 'POST', body: JSON.stringify({ orderID, action: 'pay' }) })
    expect(await queryOrder(back, api, orderID)).toMatchObject({ ok: true, data: { status: 'paid' } })
    expect(back.attempts.pay).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it('forgets an order the server does not know', async () => {
    const storage = tabStorage()
    storage.setItem('h5:attempt:recharge:pay', JSON.stringify({ key: 'a1b2c3d4-0000-4000-8000-000000000000', request: 'web:10001:wechat:w60:600', owner: WEB_PAYER, orderID: 'wxh5_404' }))
    const state = pageState(storage, WEB_PAYER)
    expect(await queryOrder(state, makeApi().api, 'wxh5_404')).toMatchObject({ ok: false, error: { code: RechargeErrorCode.ORDER_UNKNOWN } })
    expect(state.attempts.pay).toBeNull()
    expect(storage.items.size).toBe(0)
  })
})
