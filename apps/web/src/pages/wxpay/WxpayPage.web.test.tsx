import { MOCK_PAID_ORDER_ID, MOCK_USER } from '@h5/mock-backend'
import { answerHandler } from '@h5/mock-backend/testing'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answersOf, expectShownWell, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import WxpayPage from './WxpayPage'

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
