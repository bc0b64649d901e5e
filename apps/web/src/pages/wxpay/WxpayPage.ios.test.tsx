import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import WxpayPage from './WxpayPage'

const handedOff: unknown[] = []
setUpGeneratedAnswerPages({
  platform: 'ios',
  handlers: {
    teenagerCanUse: () => ({ canUse: true, open: false }),
    gotoRecharge: (data) => {
      handedOff.push(data)
      return {}
    },
  },
})

it('never offers WeChat Pay or Alipay in the iOS app, and hands the chosen package to native', async () => {
  const { container } = visitPage('/wxpay', '/wxpay', WxpayPage)
  await settled('正在获取充值信息…')
  expect(container.textContent).not.toMatch(/微信|支付宝/)
  expect(screen.queryByRole('radio', { name: /自定义/ })).toBeNull()
  fireEvent.click(screen.getByRole('radio', { name: /¥128\.00/ }))
  fireEvent.click(screen.getByRole('button', { name: '前往充值' }))
  await waitFor(() => expect(handedOff).toEqual([{ diamonds: 1280 }]))
  expectShownWell(container)
})

it('leads to 充值记录 from the title bar, as on Android', async () => {
  visitPage('/wxpay', '/wxpay', WxpayPage)
  await settled('正在获取充值信息…')
  expect(screen.getByRole('link', { name: '充值记录' }).getAttribute('href')).toBe('/wxpay/records')
})
