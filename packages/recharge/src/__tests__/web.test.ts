import { createBridge } from '@h5/bridge'
import { installFakeNative } from '@h5/bridge/testing'
import { MOCK_USER, MOCK_WEB_ACCOUNTS } from '@h5/mock-backend'
import { useMockBackend } from '@h5/mock-backend/vitest'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { checkTeenMode, createRechargeState, lookupAccount, queryOrder, RechargeErrorCode, startWebPay, type RechargeBridge } from '..'

const { makeApi, count } = useMockBackend()
const ORIGIN = 'http://backend.test'

describe('web recharge', () => {
  it('looks up the account by its ID, then orders and answers the pay page; paid only once the user paid there', async () => {
    const state = createRechargeState()
    const { api } = makeApi()
    const account = await lookupAccount(state, api, ` ${MOCK_USER.userID} `)
    expect(account).toEqual({ ok: true, data: { accountID: '10001', nickname: MOCK_USER.nickName, avatar: '' } })
    expect(state.offer!.packages[0]).toMatchObject({ packageID: 'w60', bonus: 3 })
    const order = await startWebPay(state, api, { channel: 'wechat', choice: { kind: 'package', pack: state.offer!.packages[0]! }, returnUrl: `${ORIGIN}/wxpay` })
    expect(order).toMatchObject({ ok: true, data: { payUrl: expect.stringContaining('/v1/mock-pay/wechat?orderID=') } })
    const orderID = order.ok ? order.data.orderID : ''
    expect(await queryOrder(state, api, orderID)).toMatchObject({ ok: true, data: { status: 'pending' } })
    await fetch(`${ORIGIN}/v1/mock-pay/finish`, { method: 'POST', body: JSON.stringify({ orderID, action: 'pay' }) })
    // The order was made at the package's integer fen (createWebOrder's `amountFen`) and reads back so.
    expect(await queryOrder(state, api, orderID)).toMatchObject({ ok: true, data: { status: 'paid', diamonds: 63, priceFen: 600 } })
  })

  it('refuses a malformed ID before sending, and names an unknown account and a minor', async () => {
    const state = createRechargeState()
    const { api } = makeApi()
    expect(await lookupAccount(state, api, '12a')).toMatchObject({ ok: false, error: { code: RechargeErrorCode.INVALID_ACCOUNT_ID } })
    expect(count('POST', '/v1/xpay/web/account')).toBe(0)
    expect(await lookupAccount(state, api, '99999999')).toMatchObject({ ok: false, error: { code: RechargeErrorCode.ACCOUNT_UNKNOWN } })
    expect(await lookupAccount(state, api, MOCK_WEB_ACCOUNTS.minor)).toMatchObject({ ok: false, error: { code: RechargeErrorCode.MINOR } })
  })

  it('refuses over the monthly cap with the server’s errno when the page’s caps are stale', async () => {
    const state = createRechargeState()
    const { api } = makeApi()
    await lookupAccount(state, api, MOCK_WEB_ACCOUNTS.nearMonthlyCap)
    const pack = state.offer!.packages.find((candidate) => candidate.packageID === 'w680')!
    expect(await startWebPay(state, api, { channel: 'alipay', choice: { kind: 'package', pack }, returnUrl: `${ORIGIN}/alipay` })).toMatchObject({
      ok: false,
      error: { code: RechargeErrorCode.MONTHLY_CAP },
    })
    expect(count('POST', '/v1/xpay/web-order')).toBe(0)
    state.offer = { ...state.offer!, caps: { ...state.offer!.caps, monthlyUsedFen: 0 } }
    expect(await startWebPay(state, api, { channel: 'alipay', choice: { kind: 'package', pack }, returnUrl: `${ORIGIN}/alipay` })).toMatchObject({
      ok: false,
      error: { code: RechargeErrorCode.MONTHLY_CAP, errno: 8380002 },
    })
  })
})

describe('checkTeenMode', () => {
  const bridgeWith = (open: boolean | 'outside') => {
    const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://h5.example.com/wxpay' })
    const appWindow = window as unknown as Window
    if (open === 'outside') return createBridge({ window: appWindow }) as RechargeBridge
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14) pid/123456' })
    installFakeNative(appWindow, { platform: 'android', handlers: { teenagerCanUse: () => ({ canUse: !open, open }) } })
    return createBridge({ window: appWindow }) as RechargeBridge
  }

  it('refuses recharge with teen mode on, allows it off and outside the app', async () => {
    expect(await checkTeenMode(bridgeWith(true))).toMatchObject({ ok: false, error: { code: RechargeErrorCode.TEEN_MODE, message: '青少年模式下不能充值' } })
    expect(await checkTeenMode(bridgeWith(false))).toEqual({ ok: true, data: undefined })
    expect(await checkTeenMode(bridgeWith('outside'))).toEqual({ ok: true, data: undefined })
  })
})
