import { MOCK_USER } from '@h5/mock-backend'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import WxpayPage from './WxpayPage'

/**
 * The payment's code loads after start-up (components/recharge/appPayment.ts), so a tap may find it not loaded
 * (offline, or a deploy replaced the file). Its own file: the loaded code stays loaded for the rest of a file.
 */
const load = vi.hoisted(() => ({ fails: true }))
vi.mock('../../components/recharge/appPayment', async (importOriginal) => {
  if (load.fails) throw new Error('Failed to fetch dynamically imported module')
  return importOriginal()
})

let payments = 0
setUpGeneratedAnswerPages({
  platform: 'android',
  handlers: {
    getCurrentUserInfo: () => ({ ...MOCK_USER }),
    checkWx: () => ({ installed: true }),
    teenagerCanUse: () => ({ canUse: true, open: false }),
    payV2: ({ orderID }) => {
      payments += 1
      return { orderID, status: 'success' }
    },
  },
})

describe('/wxpay in the Android app when the payment cannot load', () => {
  it('says so, orders nothing and keeps the choice; the next tap loads it and pays', async () => {
    visitPage('/wxpay', '/wxpay', WxpayPage)
    await settled('正在获取充值信息…')
    fireEvent.click(screen.getByRole('radio', { name: /¥68\.00/ }))
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }))
    expect((await screen.findByText('网络不给力，请稍后重试')).closest('[role=alert]')).not.toBeNull()
    expect(payments).toBe(0)
    expect(screen.getByRole('radio', { name: /¥68\.00/ }).getAttribute('aria-checked')).toBe('true')

    load.fails = false
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }))
    expect(await screen.findByRole('heading', { name: /充值成功/ })).toBeTruthy()
    expect(payments).toBe(1)
  })
})
