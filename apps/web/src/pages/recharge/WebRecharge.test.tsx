import { MOCK_PAID_ORDER_ID, MOCK_USER, MOCK_WEB_ACCOUNTS } from '@h5/mock-backend'
import { answerHandler } from '@h5/mock-backend/testing'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { answersOf, expectShownWell, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import AlipayPage from '../alipay/AlipayPage'
import WxpayPage from '../wxpay/WxpayPage'

/** Outside the app: a phone's browser (no `pid/`, no native). */
const { server } = setUpGeneratedAnswerPages({ platform: 'none' })

const lookUp = async (accountID: string) => {
  fireEvent.change(screen.getByLabelText('账号ID'), { target: { value: accountID } })
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

  it('names an unknown account and refuses a minor’s', async () => {
    visitPage('/alipay', '/alipay', AlipayPage)
    await lookUp('99999999')
    expect(await screen.findByText('没有找到这个账号，请检查ID')).toBeTruthy()
    await lookUp(MOCK_WEB_ACCOUNTS.minor)
    expect(await screen.findByText('根据相关规定，未成年人不能充值')).toBeTruthy()
  })

  it('after WeChat’s pay page asks first, and queries the order only when the user taps 已完成支付', async () => {
    visitPage(`/wxpay?accountID=10001&orderID=${MOCK_PAID_ORDER_ID}`, '/wxpay', WxpayPage)
    expect(await screen.findByRole('heading', { name: /请确认支付结果/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '已完成支付' }))
    expect(await screen.findByRole('heading', { name: /充值成功/ })).toBeTruthy()
    expect(screen.getByText('60 钻石已到账')).toBeTruthy()
  })

  it('says so when the order is still unpaid, and 重新支付 returns to the account', async () => {
    server.use(answerHandler('getPayOrder', { errno: 0, data: { orderID: 'wxh5_9', status: 'pending', diamonds: 63, price: '6.00' } }))
    visitPage('/wxpay?accountID=10001&orderID=wxh5_9', '/wxpay', WxpayPage)
    fireEvent.click(await screen.findByRole('button', { name: '已完成支付' }))
    expect(await screen.findByText('暂未查询到支付结果。如已完成支付，请稍后再查询；未支付可重新支付')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }))
    expect((await screen.findByRole('region', { name: '充值账号' })).textContent).toContain(MOCK_USER.nickName)
  })
})

describe('/alipay inside the WeChat browser', () => {
  it('sends the user to /alipay/newpay, which guides them to the system browser', async () => {
    const userAgent = navigator.userAgent
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: `${userAgent} MicroMessenger/8.0.49` })
    try {
      const { default: NewpayPage } = await import('../alipay/NewpayPage')
      render(
        <MemoryRouter initialEntries={['/alipay']}>
          <Routes>
            <Route path="/alipay" element={<AlipayPage />} />
            <Route path="/alipay/newpay" element={<NewpayPage />} />
          </Routes>
        </MemoryRouter>,
      )
      expect(await screen.findByRole('heading', { name: '请在浏览器中打开' })).toBeTruthy()
      expect(screen.getByText('在浏览器打开')).toBeTruthy()
    } finally {
      Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent })
    }
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
