import { MOCK_WEB_ACCOUNTS } from '@h5/mock-backend'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import AlipayPage from './AlipayPage'
import NewpayPage from './NewpayPage'

/** Outside the app: a phone's browser (no `pid/`, no native). */
setUpGeneratedAnswerPages({ platform: 'none' })

// Web recharge loads when a browser shows it (components/recharge/RechargeScreen.tsx): the field is there a moment after the page.
const lookUp = async (accountID: string) => {
  fireEvent.change(await screen.findByLabelText('账号ID'), { target: { value: accountID } })
  fireEvent.click(screen.getByRole('button', { name: '下一步' }))
}

describe('/alipay outside the app: web recharge by account ID', () => {
  it('names an unknown account and refuses a minor’s', async () => {
    visitPage('/alipay', '/alipay', AlipayPage)
    await lookUp('99999999')
    expect(await screen.findByText('没有找到这个账号，请检查ID')).toBeTruthy()
    await lookUp(MOCK_WEB_ACCOUNTS.minor)
    expect(await screen.findByText('根据相关规定，未成年人不能充值')).toBeTruthy()
  })

})

describe('/alipay inside the WeChat browser', () => {
  it('sends the user to /alipay/newpay, which guides them to the system browser', async () => {
    const userAgent = navigator.userAgent
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: `${userAgent} MicroMessenger/8.0.49` })
    try {
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

describe('/alipay/newpay outside WeChat', () => {
  it('is the recharge page in a phone’s browser: no guide to a browser the user is already in', async () => {
    render(
      <MemoryRouter initialEntries={['/alipay/newpay']}>
        <Routes>
          <Route path="/alipay" element={<AlipayPage />} />
          <Route path="/alipay/newpay" element={<NewpayPage />} />
        </Routes>
      </MemoryRouter>,
    )
    expect(await screen.findByRole('button', { name: '下一步' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: '请在浏览器中打开' })).toBeNull()
  })
})
