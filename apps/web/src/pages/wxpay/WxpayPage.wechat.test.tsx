import { MOCK_USER } from '@h5/mock-backend'
import { answerHandler } from '@h5/mock-backend/testing'
import type { WeixinPayBridge } from '@h5/recharge'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectShownWell, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import WxpayPage from './WxpayPage'

/** Inside WeChat's own browser (MicroMessenger, no app), where WeChat H5 pay is refused. */
const { server } = setUpGeneratedAnswerPages({ platform: 'wechat' })

const OAUTH_STATE_KEY = 'h5:wxOauthState'
const sheet = { answer: 'ok' as 'ok' | 'cancel' | 'fail', asked: 0 }

/** WeChat's pay sheet as the simulator stands it in: `ok` pays the order there, as WeChat's server would tell ours. */
const weixin: WeixinPayBridge = {
  invoke: (_name, params, callback) => {
    sheet.asked += 1
    const action = sheet.answer === 'ok' ? 'pay' : 'cancel'
    void fetch(new URL('/v1/mock-pay/jsapi', window.location.href), { method: 'POST', body: JSON.stringify({ package: params.package, action }) }).then(() =>
      callback({ err_msg: `get_brand_wcpay_request:${sheet.answer}` }),
    )
  },
}

beforeEach(() => {
  Object.assign(sheet, { answer: 'ok', asked: 0 })
  ;(window as Window & { WeixinJSBridge?: WeixinPayBridge }).WeixinJSBridge = weixin
})
afterEach(() => {
  delete (window as Window & { WeixinJSBridge?: WeixinPayBridge }).WeixinJSBridge
})

/** The page as WeChat's silent authorisation returns it: `code`, and the `state` the tab made. */
function returnFromWeChat(state = 'state-from-this-tab') {
  sessionStorage.setItem(OAUTH_STATE_KEY, 'state-from-this-tab')
  return visitPage(`/wxpay?code=wx-code-1&state=${state}`, '/wxpay', WxpayPage)
}

async function lookUpAndPay() {
  fireEvent.change(await screen.findByLabelText('账号ID'), { target: { value: String(MOCK_USER.userID) } })
  fireEvent.click(screen.getByRole('button', { name: '下一步' }))
  await screen.findByRole('region', { name: '充值账号' })
  fireEvent.click(screen.getByRole('checkbox'))
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }))
}

describe('/wxpay inside WeChat’s browser: WeChat’s in-browser pay (JSAPI)', () => {
  it('starts WeChat’s silent authorisation at the server’s address, with a state the tab keeps', async () => {
    let asked: { redirectUri?: string; state?: string } = {}
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/v1/xpay/web/wx-authorize') asked = (await request.clone().json()) as typeof asked
    })
    visitPage('/wxpay?accountID=10001', '/wxpay', WxpayPage)
    await expect.poll(() => asked.state).toBeTruthy()
    expect(asked.redirectUri).toMatch(/\/wxpay\?accountID=10001$/)
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBe(asked.state)
  })

  it('back from WeChat with the openid: pays with WeChat’s pay sheet and says paid once the server does', async () => {
    const { container } = returnFromWeChat()
    await lookUpAndPay()
    expect(await screen.findByRole('heading', { name: /充值成功/ })).toBeTruthy()
    expect(screen.getByText('315 钻石已到账')).toBeTruthy()
    expect(sheet.asked).toBe(1)
    expect(window.location.search).not.toContain('code=')
    expectShownWell(container)
  })

  it('says 已取消支付 when the pay sheet is closed, and keeps the form', async () => {
    sheet.answer = 'cancel'
    returnFromWeChat()
    await lookUpAndPay()
    expect((await screen.findByRole('status')).textContent).toBe('已取消支付')
    expect(screen.getByRole('button', { name: '立即支付' })).toBeTruthy()
  })

  it('refuses a return whose state this tab did not make, with 重试', async () => {
    returnFromWeChat('forged-state')
    expect(await screen.findByText('微信授权未完成，请重试')).toBeTruthy()
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy()
  })

  it('guides to the system browser when the server has pay inside WeChat not set up', async () => {
    server.use(answerHandler('getWxWebAuthorizeUrl', { errno: 8380007, errmsg: '微信内支付暂未开通' }))
    const { container } = visitPage('/wxpay', '/wxpay', WxpayPage)
    expect(await screen.findByRole('heading', { name: '请在浏览器中打开' })).toBeTruthy()
    expect(screen.getByText('微信内暂不支持支付，请按以下步骤在手机浏览器中完成充值')).toBeTruthy()
    expectShownWell(container)
  })
})
