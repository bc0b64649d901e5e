import { MOCK_PAID_ORDER_ID, MOCK_USER } from '@h5/mock-backend'
import { lookupAccount, startWebPay } from '@h5/recharge'
import { answerHandler } from '@h5/mock-backend/testing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createWebRechargeState } from '../../components/recharge/createWebRechargeState'
import { rechargeApi } from '../../platform/api/rechargeApi'
import { answersOf, expectShownWell, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import WxpayPage from './WxpayPage'

/** Outside the app: a phone's browser (no `pid/`, no native). */
const { server } = setUpGeneratedAnswerPages({ platform: 'none' })

// Web recharge loads when a browser shows it (components/recharge/RechargeScreen.tsx): the field is there a moment after the page.
const lookUp = async (accountID: string) => {
  fireEvent.change(await screen.findByLabelText('账号ID'), { target: { value: accountID } })
  fireEvent.click(screen.getByRole('button', { name: '下一步' }))
}

describe('web recharge by account ID', () => {
  it('shows the account the server names for the ID, with the web packages and WeChat Pay', async () => {
    const { container } = visitPage('/wxpay', '/wxpay', WxpayPage)
    await lookUp(String(MOCK_USER.userID))
    const account = await screen.findByRole('region', { name: '充值账号' })
    expect(account.textContent).toContain(MOCK_USER.nickName)
    expect(account.textContent).toContain(`ID ${MOCK_USER.userID}`)
    expect(screen.getByRole('radio', { name: /¥648\.00/ }).textContent).toContain('网页专享')
    expectShownWell(container)
  })

  it('reads an account ID typed in full-width digits or pasted with spaces, as every numeric field does', async () => {
    visitPage('/wxpay', '/wxpay', WxpayPage)
    const field = screen.getByLabelText('账号ID') as HTMLInputElement
    fireEvent.change(field, { target: { value: '１０ ００１' } })
    expect(field.value).toBe('10001')
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect((await screen.findByRole('region', { name: '充值账号' })).textContent).toContain('ID 10001')
  })

  it('after WeChat’s pay page asks first, and queries the order only when the user taps 已完成支付', async () => {
    visitPage(`/wxpay?accountID=10001&orderID=${MOCK_PAID_ORDER_ID}`, '/wxpay', WxpayPage)
    expect(await screen.findByRole('heading', { name: /请确认支付结果/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '已完成支付' }))
    expect(await screen.findByRole('heading', { name: /充值成功/ })).toBeTruthy()
    expect(screen.getByText('60 钻石已到账')).toBeTruthy()
  })

  it('says so when the order is still unpaid, and 重新支付 returns to the account', async () => {
    server.use(answerHandler('getPayOrder', { errno: 0, data: { orderID: 'wxh5_9', status: 'pending', diamonds: 63, priceFen: 600 } }))
    visitPage('/wxpay?accountID=10001&orderID=wxh5_9', '/wxpay', WxpayPage)
    fireEvent.click(await screen.findByRole('button', { name: '已完成支付' }))
    expect(await screen.findByText('暂未查询到支付结果。如已完成支付，请稍后再查询；未支付可重新支付')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }))
    expect((await screen.findByRole('region', { name: '充值账号' })).textContent).toContain(MOCK_USER.nickName)
  })

  it('offers no records of its own (no one is signed in) and gives the steps to customer service, sending nothing', async () => {
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => void sent.push(new URL(request.url).pathname))
    visitPage('/wxpay', '/wxpay', WxpayPage)
    await lookUp(String(MOCK_USER.userID))
    await screen.findByRole('region', { name: '充值账号' })
    expect(screen.queryByRole('link', { name: '充值记录' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }))
    const dialog = await screen.findByRole('dialog', { name: '联系客服' })
    const steps = within(dialog).getByRole('list', { name: '联系客服的步骤' })
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '在手机上打开 App，登录你的账号。',
      '进入「我的 - 帮助与反馈」，选择「充值与提现」。',
      '点「在线客服」说明问题；问充值或提现时，附上记录里的订单号。',
    ])
    expect(sent).not.toContain('/v1/content/support')
  })
})

describe('web recharge: the order of the attempt, kept for the tab', () => {
  /** What the page did before the user left for WeChat's pay page: the order of a 6 元 package, kept for the tab. */
  async function leftForThePayPage() {
    const state = createWebRechargeState(sessionStorage)
    await lookupAccount(state, rechargeApi, String(MOCK_USER.userID))
    const pack = state.offer!.packages[0]!
    const order = await startWebPay(state, rechargeApi, { channel: 'wechat', choice: { kind: 'package', pack }, returnUrl: `${location.origin}/wxpay?accountID=10001` })
    if (!order.ok) throw order.error
    return order.data.orderID
  }

  it('back without the provider’s return address (the browser’s back, a reload), asks about the order, never offers a second one first', async () => {
    const orderID = await leftForThePayPage()
    visitPage('/wxpay', '/wxpay', WxpayPage)
    expect(await screen.findByRole('heading', { name: /请确认支付结果/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '已完成支付' }))
    expect(await screen.findByText('暂未查询到支付结果。如已完成支付，请稍后再查询；未支付可重新支付')).toBeTruthy()
    // Paid on the provider's page meanwhile: the next question finds it, and the attempt is over.
    await fetch(`${location.origin}/v1/mock-pay/finish`, { method: 'POST', body: JSON.stringify({ orderID, action: 'pay' }) })
    fireEvent.click(screen.getByRole('button', { name: '已完成支付' }))
    expect(await screen.findByRole('heading', { name: /充值成功/ })).toBeTruthy()
    expect(sessionStorage.getItem('h5:attempt:recharge:pay')).toBeNull()
  })

  it('重新支付 of the same package pays the same order', async () => {
    const orderID = await leftForThePayPage()
    const answered: string[] = []
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === '/v1/xpay/web-order') void response.clone().json().then((body: { data: { orderID: string } }) => answered.push(body.data.orderID))
    })
    visitPage('/wxpay?accountID=10001', '/wxpay', WxpayPage)
    fireEvent.click(await screen.findByRole('button', { name: '重新支付' }))
    await screen.findByRole('region', { name: '充值账号' })
    fireEvent.click(screen.getByRole('radio', { name: /¥6\.00/ }))
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }))
    // The page then leaves for the pay page (a navigation jsdom does not make).
    await waitFor(() => expect(answered).toEqual([orderID]))
    server.events.removeAllListeners('response:mocked')
  })
})

describe('web recharge with generated answers', () => {
  it.each(answersOf('findRechargeAccount'))('draws the account and offer: %s', async (_label, body) => {
    server.use(answerHandler('findRechargeAccount', body))
    const { container } = visitPage('/wxpay', '/wxpay', WxpayPage)
    await lookUp('10001')
    const answer = body as { errno: number }
    // Drawn: the confirmed account, the refusal, or the field's message (also for an offer whose caps cannot be read).
    if (answer.errno === 8304101) await screen.findByRole('link', { name: '了解青少年模式' })
    else await waitFor(() => expect(screen.queryByRole('region', { name: '充值账号' }) ?? container.querySelector('[aria-invalid="true"]')).not.toBeNull())
    expectShownWell(container)
  })
})
