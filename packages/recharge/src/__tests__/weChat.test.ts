import { MOCK_JSAPI_OFF_PREFIX, MOCK_USER } from '@h5/mock-backend'
import { useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import {
  createRechargeState,
  lookupAccount,
  payInWeChat,
  readWeChatOpenid,
  RechargeErrorCode,
  weChatAuthorizeUrl,
  type RechargeState,
  type WeixinPayBridge,
} from '..'

const { makeApi, count } = useMockBackend()
const ORIGIN = 'http://backend.test'
const instant = { delaysMs: [0, 0, 0], sleep: async () => {} }

/**
 * WeChat's pay sheet as the simulator's stand-in has it: `ok` pays the order at the simulator (as WeChat's server
 * would tell ours), `cancel` and `fail` leave it unpaid. What it was asked to pay is kept.
 */
function weixinAnswering(answer: 'ok' | 'cancel' | 'fail') {
  const asked: Record<string, string>[] = []
  const weixin: WeixinPayBridge = {
    invoke: (_name, params, callback) => {
      asked.push(params)
      const action = answer === 'ok' ? 'pay' : 'cancel'
      void fetch(`${ORIGIN}/v1/mock-pay/jsapi`, { method: 'POST', body: JSON.stringify({ package: params.package, action }) }).then(() =>
        callback({ err_msg: `get_brand_wcpay_request:${answer}` }),
      )
    },
  }
  return { weixin, asked }
}

async function accountReady(): Promise<{ state: RechargeState; api: ReturnType<typeof makeApi>['api'] }> {
  const state = createRechargeState()
  const { api } = makeApi()
  await lookupAccount(state, api, String(MOCK_USER.userID))
  return { state, api }
}

describe('pay inside WeChat’s browser (JSAPI)', () => {
  it('starts WeChat’s silent web authorisation at the server’s address, with the page’s state', async () => {
    const { api } = makeApi()
    const start = await weChatAuthorizeUrl(createRechargeState(), api, { redirectUri: `${ORIGIN}/wxpay?accountID=10001`, oauthState: 'state-abcdef12' })
    expect(start.ok).toBe(true)
    const url = new URL(start.ok ? start.data : '')
    expect(url.searchParams.get('scope')).toBe('snsapi_base')
    expect(url.searchParams.get('state')).toBe('state-abcdef12')
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/wxpay?accountID=10001`)
    expect(url.hash).toBe('#wechat_redirect')
  })

  it('says JSAPI is not set up (8380007) when the server says so', async () => {
    const { api } = makeApi()
    const start = await weChatAuthorizeUrl(createRechargeState(), api, { redirectUri: `${ORIGIN}/wxpay`, oauthState: `${MOCK_JSAPI_OFF_PREFIX}-1` })
    expect(start).toMatchObject({ ok: false, error: { code: RechargeErrorCode.JSAPI_OFF, errno: 8380007 } })
  })

  it('exchanges the code for the openid, and refuses a return whose state the page did not make', async () => {
    const { api } = makeApi()
    const state = createRechargeState()
    expect(await readWeChatOpenid(state, api, { code: 'c1', returnedState: 'forged-state', oauthState: 'state-abcdef12' })).toMatchObject({
      ok: false,
      error: { code: RechargeErrorCode.WECHAT_AUTH_FAILED },
    })
    expect(count('GET', '/v1/wx/auth')).toBe(0)
    expect(await readWeChatOpenid(state, api, { code: 'c1', returnedState: 'state-abcdef12', oauthState: 'state-abcdef12' })).toEqual({ ok: true, data: 'wx-open-c1' })
  })

  it('orders for the openid, opens WeChat’s pay sheet with the server’s parameters, and says paid only once the server does', async () => {
    const { state, api } = await accountReady()
    const { weixin, asked } = weixinAnswering('ok')
    const result = await payInWeChat(state, { api, weixin }, { openid: 'wx-open-c1', choice: { kind: 'package', pack: state.offer!.packages[0]! }, polling: instant })
    expect(result).toMatchObject({ ok: true, data: { status: 'paid', order: { diamonds: 63, priceFen: 600 } } })
    expect(Object.keys(asked[0]!).sort()).toEqual(['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])
  })

  it('makes a closed pay sheet the outcome cancelled, and a failed one PAY_FAILED', async () => {
    const cancelled = await accountReady()
    expect(
      await payInWeChat(cancelled.state, { api: cancelled.api, weixin: weixinAnswering('cancel').weixin }, { openid: 'o1', choice: { kind: 'package', pack: cancelled.state.offer!.packages[0]! }, polling: instant }),
    ).toMatchObject({ ok: true, data: { status: 'cancelled' } })
    const failed = await accountReady()
    expect(
      await payInWeChat(failed.state, { api: failed.api, weixin: weixinAnswering('fail').weixin }, { openid: 'o1', choice: { kind: 'package', pack: failed.state.offer!.packages[0]! }, polling: instant }),
    ).toMatchObject({ ok: false, error: { code: RechargeErrorCode.PAY_FAILED } })
  })

  it('is JSAPI_OFF without WeChat’s bridge (orders nothing) and when the server refuses JSAPI', async () => {
    const { state, api } = await accountReady()
    const pack = state.offer!.packages[0]!
    expect(await payInWeChat(state, { api, weixin: null }, { openid: 'o1', choice: { kind: 'package', pack } })).toMatchObject({ ok: false, error: { code: RechargeErrorCode.JSAPI_OFF } })
    expect(count('POST', '/v1/xpay/web/jsapi-order')).toBe(0)
    const off = await payInWeChat(state, { api, weixin: weixinAnswering('ok').weixin }, { openid: `${MOCK_JSAPI_OFF_PREFIX}-o`, choice: { kind: 'package', pack } })
    expect(off).toMatchObject({ ok: false, error: { code: RechargeErrorCode.JSAPI_OFF, errno: 8380007 } })
  })
})
