import { installFakeNative, type FakeNative } from '@h5/bridge/testing'
import { createMockBackend, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { appSession } from '../../platform/session/appSession'
import WxpayPage from './WxpayPage'

/**
 * /wxpay in the Android app while a payment's outcome is unknown: the pay sheet never answers, or the web view
 * reloads in the middle of 支付中. The page keeps the attempt's order for the tab and asks the server about it when
 * the user is back, and paying again pays that same order: never a second charge for one attempt.
 */
const backend = createMockBackend()
const server = setupServer(...backend.handlers)
/** The user native names, and the pay sheets it leaves open (each answers when the test releases it). */
const app = { user: {} as object, sheets: [] as { orderID: string; answer: () => void }[] }
let native: FakeNative

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 pid/123456' })
  native = installFakeNative(window, {
    platform: 'android',
    handlers: {
      getCurrentUserInfo: () => app.user as never,
      checkWx: () => ({ installed: true }),
      teenagerCanUse: () => ({ canUse: true, open: false }),
      // The pay sheet stays open, without an answer, until the test answers it.
      payV2: ({ orderID }) => new Promise((resolve) => app.sheets.push({ orderID, answer: () => resolve({ orderID, status: 'success' }) })),
    },
  })
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => {
  server.close()
  native.uninstall()
})
beforeEach(() => {
  demoOrders = new Set(backend.state.recharge.orders.keys())
  sessionStorage.clear()
  app.sheets = []
})
afterEach(() => {
  for (const sheet of app.sheets) sheet.answer()
  server.resetHandlers()
  backend.reset()
})

/** /wxpay as a fresh page load of this tab (its sessionStorage kept) for a new user of `scenario`. */
function load() {
  appSession.reset()
  window.history.replaceState(null, '', '/wxpay')
  return render(
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/wxpay" element={<WxpayPage />} />
      </Routes>
    </BrowserRouter>,
  )
}

function signIn(scenario: ScenarioName, userID = 30001) {
  app.user = { userID, nickName: '测试', avatar: '', ...scenarioSession(scenario) }
}

async function payFirstPackage() {
  fireEvent.click(await screen.findByRole('checkbox'))
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }))
  await screen.findByRole('button', { name: /支付中/ })
  await expect.poll(() => app.sheets.length).toBe(1)
}

/** The orders made since the backend started (it holds demo orders of its own). */
const orders = () => [...backend.state.recharge.orders.values()].filter((order) => !demoOrders.has(order.orderID))
let demoOrders = new Set<string>()

describe('/wxpay when the outcome of a payment is unknown', () => {
  it('stops waiting for a pay sheet that never answers once the user is back, and shows what the server says', async () => {
    signIn('recharge-ready')
    load()
    await payFirstPackage()
    // Back from the pay app; native never answered the pay sheet.
    await native.callPage('onPageActive')
    expect(await screen.findByRole('heading', { name: /充值成功/ }, { timeout: 6000 })).toBeTruthy()
    expect(orders()).toHaveLength(1)
  })

  it('a reload during 支付中 finds the order and asks the server: 充值成功, no second order', async () => {
    signIn('recharge-ready')
    load()
    await payFirstPackage()
    const [order] = orders()
    expect(JSON.parse(sessionStorage.getItem('h5:attempt:recharge:pay')!)).toMatchObject({ orderID: order!.orderID })
    cleanup()
    load()
    expect(await screen.findByRole('heading', { name: /充值成功/ })).toBeTruthy()
    expect(orders()).toHaveLength(1)
    expect(sessionStorage.getItem('h5:attempt:recharge:pay')).toBeNull()
  })

  it('another user of the tab never sees the previous user’s order: it is forgotten, never asked about', async () => {
    signIn('recharge-ready', 30001)
    load()
    await payFirstPackage()
    expect(sessionStorage.getItem('h5:attempt:recharge:pay')).toContain('"orderID"')
    cleanup()
    // Native switched users; the web view loads the page again.
    signIn('recharge-ready', 30002)
    const queries: string[] = []
    server.events.on('request:start', ({ request }) => void (new URL(request.url).pathname === '/v1/xpay/order-status' && queries.push(request.url)))
    load()
    expect(await screen.findByRole('button', { name: '立即支付' })).toBeTruthy()
    await expect.poll(() => sessionStorage.getItem('h5:attempt:recharge:pay')).toBeNull()
    expect(screen.queryByRole('heading', { name: /充值成功|支付结果确认中|支付失败/ })).toBeNull()
    expect(queries).toEqual([])
    server.events.removeAllListeners()
  })

  it('a reload while the provider has not confirmed: 支付结果确认中, and paying the same package again pays the same order', async () => {
    signIn('recharge-pay-slow')
    load()
    await payFirstPackage()
    cleanup()
    load()
    expect(await screen.findByRole('heading', { name: /支付结果确认中/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '返回充值' }))
    await payFirstPackage().catch(() => {})
    await expect.poll(() => app.sheets.length).toBe(2)
    expect(app.sheets[1]!.orderID).toBe(app.sheets[0]!.orderID)
    expect(orders()).toHaveLength(1)
  })
})
