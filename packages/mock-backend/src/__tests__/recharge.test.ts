import { createApiClient } from '@h5/api'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockBackend, defaultUser, MOCK_PAY_PATH, MOCK_USER, MOCK_WEB_ACCOUNTS, scenarioSession } from '..'

const ORIGIN = 'http://backend.test'
const backend = createMockBackend()
const server = setupServer(...backend.handlers)
const api = createApiClient({ baseURL: ORIGIN, clientId: '1' })
const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => backend.reset())
afterAll(() => server.close())

const status = async (orderID: string) => (await api.getPayOrder({ orderID })).data!.status

describe('the simulated recharge', () => {
  it('credits the diamonds and the caps only once the order is paid, at the first status query', async () => {
    const order = await api.createWxOrder({ ...tokens, productID: 'd680', amount: '68.00', idempotencyKey: 'key-00000001' })
    expect(order.errno).toBe(0)
    expect(defaultUser(backend.state).diamonds).toBe(100_000)
    expect(await status(order.data!.orderID)).toBe('paid')
    expect(defaultUser(backend.state).diamonds).toBe(100_700)
    const info = await api.getRechargeInfo(tokens)
    expect(info.data!.offer.caps.dailyUsedFen).toBe(6800)
    expect(await status(order.data!.orderID)).toBe('paid')
    expect(defaultUser(backend.state).diamonds).toBe(100_700)
  })

  it('answers the same order for the same idempotency key, a new one for a new key', async () => {
    const payload = { ...tokens, productID: 'd60', amount: '6', idempotencyKey: 'key-00000002' }
    const first = await api.createAliOrder(payload)
    const retry = await api.createAliOrder(payload)
    const next = await api.createAliOrder({ ...payload, idempotencyKey: 'key-00000003' })
    expect(retry.data!.orderID).toBe(first.data!.orderID)
    expect(next.data!.orderID).not.toBe(first.data!.orderID)
  })

  it('keeps a slow payment pending for the scenario’s queries, then paid', async () => {
    const session = scenarioSession('recharge-pay-slow')
    const order = await api.createWxOrder({ ...session, productID: 'd60', amount: '6', idempotencyKey: 'key-00000004' })
    const answers = []
    for (let i = 0; i < 6; i += 1) answers.push(await status(order.data!.orderID))
    expect(answers).toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'paid'])
  })

  it('ends the orders of the failed and closed scenarios so', async () => {
    for (const [scenario, expected] of [['recharge-pay-failed', 'failed'], ['recharge-pay-closed', 'closed']] as const) {
      const order = await api.createWxOrder({ ...scenarioSession(scenario), productID: 'd60', amount: '6', idempotencyKey: 'key-00000005' })
      expect(await status(order.data!.orderID)).toBe(expected)
    }
  })

  it('gives web orders a stand-in pay page that pays or leaves the order pending and returns with the order id', async () => {
    const account = await api.findRechargeAccount({ accountID: String(MOCK_USER.userID) })
    expect(account.data!.account.nickname).toBe(MOCK_USER.nickName)
    const order = await api.createWebOrder({
      accountID: String(MOCK_USER.userID),
      channel: 'wechat',
      productID: 'w60',
      amountFen: 600,
      idempotencyKey: 'key-00000006',
      returnUrl: `${ORIGIN}/wxpay?from=h5`,
    })
    const { orderID, payUrl } = order.data!
    expect(payUrl).toBe(`${ORIGIN}${MOCK_PAY_PATH}/wechat?orderID=${orderID}`)
    const page = await fetch(payUrl)
    expect(await page.text()).toContain('模拟支付')
    const finish = (action: string) =>
      fetch(`${ORIGIN}${MOCK_PAY_PATH}/finish`, { method: 'POST', body: JSON.stringify({ orderID, action }) }).then((response) => response.json())
    expect((await finish('cancel')).data.returnUrl).toBe(`${ORIGIN}/wxpay?from=h5&orderID=${orderID}`)
    expect(await status(orderID)).toBe('pending')
    await finish('pay')
    expect(await status(orderID)).toBe('paid')
    expect(defaultUser(backend.state).diamonds).toBe(100_063)
  })

  it('refuses the web accounts near their caps', async () => {
    const order = (accountID: string, productID: string, amountFen: number) =>
      api
        .createWebOrder({ accountID, channel: 'alipay', productID, amountFen, idempotencyKey: `key-${productID}-${accountID}`, returnUrl: `${ORIGIN}/alipay` })
        .catch((error: { errno: number }) => error)
    expect((await order(MOCK_WEB_ACCOUNTS.nearDailyCap, 'w1280', 12800)).errno).toBe(8380001)
    expect((await order(MOCK_WEB_ACCOUNTS.nearDailyCap, 'w60', 600)).errno).toBe(0)
    expect((await order(MOCK_WEB_ACCOUNTS.nearMonthlyCap, 'w680', 6800)).errno).toBe(8380002)
  })
})

describe('the simulated recharge records', () => {
  /** Every page of a user's records, following nextCursor, as the records page does. */
  async function allPages(session: { accessToken: string; openID: string }) {
    const pages = []
    let cursor: string | undefined
    do {
      const { data } = await api.getRechargeOrders({ ...session, limit: 20, ...(cursor && { cursor }) })
      pages.push(data.items)
      cursor = data.nextCursor ?? undefined
    } while (cursor)
    return pages
  }

  it('pages 45 orders by 20, newest first, and ends with nextCursor null', async () => {
    const pages = await allPages(scenarioSession('recharge-records-many'))
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5])
    const times = pages.flat().map((order) => order.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(pages.flat().map((order) => order.orderID)).size).toBe(45)
  })

  it('lists an order the user just made, on top, as pending until it is paid', async () => {
    const session = scenarioSession('recharge-records')
    const order = await api.createWxOrder({ ...session, productID: 'd60', amount: '6', idempotencyKey: 'key-00000010' })
    const first = (await api.getRechargeOrders(session)).data.items[0]!
    expect(first).toEqual({ orderID: order.data!.orderID, amountFen: 600, diamonds: 60, channel: 'wechat', status: 'pending', createdAt: expect.any(Number) })
    await status(order.data!.orderID)
    expect((await api.getRechargeOrders(session)).data.items[0]!.status).toBe('paid')
  })

  it('has one order of every status, and answers a refunded one as paid to the order-status query', async () => {
    const { items } = (await api.getRechargeOrders(scenarioSession('recharge-records'))).data
    expect(new Set(items.map((order) => order.status))).toEqual(new Set(['pending', 'paid', 'failed', 'closed', 'refunded']))
    expect(items.some((order) => order.channel === 'apple')).toBe(true)
    const refunded = items.find((order) => order.status === 'refunded')!
    expect(await status(refunded.orderID)).toBe('paid')
  })

  it('shows a minor their records although they may not recharge, and nobody else’s', async () => {
    const minor = scenarioSession('recharge-minor')
    await expect(api.getRechargeInfo(minor)).rejects.toMatchObject({ errno: 8304101 })
    const { items } = (await api.getRechargeOrders(minor)).data
    expect(items.map((order) => order.status)).toEqual(['refunded', 'paid'])
    expect((await api.getRechargeOrders(scenarioSession('recharge-records-empty'))).data).toEqual({ items: [], nextCursor: null })
  })

  it('refuses a cursor it never gave', async () => {
    await expect(api.getRechargeOrders({ ...tokens, cursor: 'rc_none' })).rejects.toMatchObject({ errno: 400 })
  })
})

describe('a VIP money option paid through the order calls', () => {
  const DAY = 24 * 60 * 60_000
  const vipOrder = (session: { accessToken: string; openID: string }, idempotencyKey: string) => api.createWxOrder({ ...session, productID: 'vip_month', amount: '30.00', idempotencyKey })

  it('credits no 钻石 and extends the membership once paid, from the current end, once', async () => {
    const order = await vipOrder(tokens, 'key-vip00001')
    expect((await api.getMembership(tokens)).data!.status).toBe('none')
    const paid = await api.getPayOrder({ orderID: order.data!.orderID })
    expect(paid.data).toMatchObject({ status: 'paid', diamonds: 0, priceFen: 3000 })
    expect(defaultUser(backend.state).diamonds).toBe(100_000)
    const first = (await api.getMembership(tokens)).data!
    expect(first).toMatchObject({ status: 'active', tierName: 'VIP', daysLeft: 30 })
    expect(first.history[0]).toMatchObject({ kind: 'bought', days: 30, diamonds: null })
    await api.getPayOrder({ orderID: order.data!.orderID })
    expect((await api.getMembership(tokens)).data!.endAt).toBe(first.endAt)
    const renewal = await vipOrder(tokens, 'key-vip00002')
    await api.getPayOrder({ orderID: renewal.data!.orderID })
    expect((await api.getMembership(tokens)).data!.endAt).toBe(first.endAt! + 30 * DAY)
  })

  it('leaves the membership as it was when the order fails, and is not a recharge record', async () => {
    const session = scenarioSession('vip-pay-failed')
    const order = await vipOrder(session, 'key-vip00003')
    expect(await status(order.data!.orderID)).toBe('failed')
    expect((await api.getMembership(session)).data!.status).toBe('none')
    expect((await api.getRechargeOrders(session)).data!.items).toEqual([])
  })

  it('keeps the pending scenario’s order pending for five queries, then paid', async () => {
    const session = scenarioSession('vip-pay-pending')
    const order = await vipOrder(session, 'key-vip00004')
    const answers = []
    for (let i = 0; i < 6; i += 1) answers.push(await status(order.data!.orderID))
    expect(answers).toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'paid'])
    expect((await api.getMembership(session)).data!.status).toBe('active')
  })
})
