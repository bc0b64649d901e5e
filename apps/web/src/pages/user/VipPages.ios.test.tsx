import { MOCK_USER } from '@h5/mock-backend'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { countRequests } from '../../test/serverRequests'
import VipPage from './VipPage'

/**
 * The VIP page in the iOS app: virtual goods are Apple's to sell there, so the server's money options (WeChat
 * Pay, Alipay) are never shown; the 钻石 options are (the simulator's tier VIP has both).
 */
const { server } = setUpGeneratedAnswerPages({ platform: 'ios', handlers: { getCurrentUserInfo: () => ({ ...MOCK_USER }) } })

describe('/user/vipv2 on iOS', () => {
  it('offers the 钻石 options only: no yuan price, no way to pay with WeChat or Alipay', async () => {
    const orders = countRequests(server, '/v1/xpay/wx-order')
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    await screen.findByRole('radio', { name: '1个月，600 钻石' })
    const options = screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? radio.textContent ?? '')
    expect(options).toEqual(['1个月，600 钻石', '3个月，1,600 钻石', '365天，5,800 钻石'])
    expect(document.body.textContent).not.toMatch(/¥|微信支付|支付宝/)
    expect(orders()).toBe(0)
  })
})
