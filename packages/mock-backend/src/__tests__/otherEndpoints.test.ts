import { ApiError, createApiClient } from '@h5/api'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockBackend, defaultUser, MOCK_USER } from '..'
import { identityOf } from '../identity/identityWorld.ts'

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)
const DAY = 24 * 60 * 60_000
const backend = createMockBackend({ now: () => NOW })
const server = setupServer(...backend.handlers)
const api = createApiClient({ baseURL: 'http://backend.test', clientId: '1' })
const tokens: { accessToken: string; openID: string } = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }
const badTokens = { accessToken: 'expired', openID: MOCK_USER.openID }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => backend.reset())
afterAll(() => server.close())

describe('the full-response endpoints (policy token, buy guard, buy honor)', () => {
  // A guard is a tip, which needs real-name verification (docs/openapi.yaml buyGuard): MOCK_USER is verified here.
  beforeEach(() => {
    identityOf(backend.state.identity, MOCK_USER.accessToken).status = 'verified'
  })

  it('answers an upload policy for the scene', async () => {
    const response = await api.getPolicyToken({ ...tokens, scene: 'photo' })
    expect(response.status).toBe(200)
    expect(response.data).toMatchObject({
      errno: 0,
      data: { dir: `photo/${MOCK_USER.userID}/`, expire: NOW / 1000 + 1800, host: '/v1/mock-oss' },
    })
  })

  it('refuses an unknown scene and a bad token, unchecked by the client', async () => {
    const scene = 'video' as 'photo'
    expect((await api.getPolicyToken({ ...tokens, scene })).data.errno).toBe(400)
    expect((await api.getPolicyToken({ ...badTokens, scene: 'photo' })).data.errno).toBe(8304006)
  })

  it('sells a guard, charging diamonds and extending from the current end', async () => {
    const first = (await api.buyGuard({ ...tokens, anchorID: 9, level: 2, months: 1, idempotencyKey: 'key-guard-1' })).data
    expect(first).toEqual({ errno: 0, errmsg: '', data: { expireAt: NOW + 30 * DAY, diamonds: 95_000 } })
    const second = (await api.buyGuard({ ...tokens, anchorID: 9, level: 1, months: 2, idempotencyKey: 'key-guard-2' })).data
    expect(second.data).toEqual({ expireAt: NOW + 90 * DAY, diamonds: 93_000 })
  })

  it('answers a guard’s key it has seen with the first purchase, charging once; another guard with it is 8390009', async () => {
    const payload = { ...tokens, anchorID: 9, level: 2 as const, months: 1, idempotencyKey: 'key-guard-retry' }
    const first = (await api.buyGuard(payload)).data
    // The answer was lost; the page sends the same request with the same key.
    expect((await api.buyGuard(payload)).data).toEqual(first)
    expect(defaultUser(backend.state).diamonds).toBe(95_000)
    expect((await api.buyGuard({ ...payload, months: 2 })).data).toMatchObject({ errno: 8390009, errmsg: '请求重复，请刷新后重试' })
    expect(defaultUser(backend.state).diamonds).toBe(95_000)
    expect((await api.buyGuard({ ...tokens, anchorID: 9, level: 2, months: 1 } as typeof payload)).data.errno).toBe(400)
  })

  it.each([
    ['an unknown level', { anchorID: 9, level: 4 as 1, months: 1 }, 400],
    ['zero months', { anchorID: 9, level: 1 as const, months: 0 }, 400],
    ['more than a year', { anchorID: 9, level: 1 as const, months: 13 }, 400],
    ['no anchor', { anchorID: 0, level: 1 as const, months: 1 }, 400],
    ['more diamonds than there are', { anchorID: 9, level: 3 as const, months: 6 }, 8310001],
  ])('refuses a guard for %s', async (_label, payload, errno) => {
    expect((await api.buyGuard({ ...tokens, ...payload, idempotencyKey: 'key-guard-refused' })).data.errno).toBe(errno)
    expect(defaultUser(backend.state).diamonds).toBe(100_000)
  })

  it('sells an honour and refuses an unknown one', async () => {
    expect((await api.buyHonor({ ...tokens, honorID: 2, idempotencyKey: 'key-honor-2' })).data.data).toEqual({
      honorID: 2,
      expireAt: NOW + 30 * DAY,
      diamonds: 97_000,
    })
    expect((await api.buyHonor({ ...tokens, honorID: 99, idempotencyKey: 'key-honor-99' })).data.errno).toBe(400)
    expect((await api.buyHonor({ ...badTokens, honorID: 1, idempotencyKey: 'key-honor-1' })).data.errno).toBe(8304006)
  })

  it('answers a badge’s key it has seen with the first purchase, charging once; another badge with it is 8390009', async () => {
    const payload = { ...tokens, honorID: 2, idempotencyKey: 'key-honor-retry' }
    const first = (await api.buyHonor(payload)).data
    expect((await api.buyHonor(payload)).data).toEqual(first)
    expect(defaultUser(backend.state).diamonds).toBe(97_000)
    expect((await api.buyHonor({ ...payload, honorID: 1 })).data.errno).toBe(8390009)
  })
})

describe('the data endpoints (wx auth, xpay orders, send words, country code)', () => {
  it('exchanges a WeChat code and refuses an empty one', async () => {
    const body = await api.wxAuth({ code: 'abc' })
    expect(body).toMatchObject({ errno: 0, data: { openid: 'wx-open-abc', nickname: '微信用户' } })
    expect(body.data?.headimgurl).toMatch(/^data:image\/svg\+xml/)
    expect((await api.wxAuth({ code: '' })).errno).toBe(400)
  })

  it('creates a WeChat Pay order with JSAPI parameters', async () => {
    const body = await api.createWxOrder({ ...tokens, productID: 'vip', amount: '30.00', idempotencyKey: 'key-vip-1' })
    expect(body).toMatchObject({
      errno: 0,
      data: { appId: 'wx-mock-app', timeStamp: String(NOW / 1000), signType: 'RSA', package: expect.stringMatching(/^prepay_id=/) },
    })
  })

  it('creates an Alipay order string carrying the amount', async () => {
    const body = await api.createAliOrder({ ...tokens, productID: 'vip', amount: '6', idempotencyKey: 'key-vip-2' })
    expect(body.data?.orderString).toContain('total_amount=6.00')
  })

  it.each([
    ['no product', { productID: '', amount: '1.00' }],
    ['a zero amount', { productID: 'vip', amount: '0' }],
    ['three decimals', { productID: 'vip', amount: '1.001' }],
  ])('refuses a pay order with %s', async (_label, payload) => {
    expect((await api.createWxOrder({ ...tokens, idempotencyKey: 'key-vip-3', ...payload })).errno).toBe(400)
    expect((await api.createAliOrder({ ...tokens, idempotencyKey: 'key-vip-3', ...payload })).errno).toBe(400)
  })

  it('refuses pay orders with a bad token', async () => {
    expect((await api.createWxOrder({ ...badTokens, productID: 'vip', amount: '1', idempotencyKey: 'key-vip-4' })).errno).toBe(8304006)
  })

  it('sends words and refuses empty or over-long ones', async () => {
    expect((await api.sendWords({ ...tokens, gameID: 'g', words: '加油！' })).data?.wordsID).toMatch(/^w_/)
    expect((await api.sendWords({ ...tokens, gameID: 'g', words: '   ' })).errno).toBe(400)
    expect((await api.sendWords({ ...tokens, gameID: 'g', words: '字'.repeat(51) })).errno).toBe(400)
    expect((await api.sendWords({ ...badTokens, gameID: 'g', words: 'hi' })).errno).toBe(8304006)
  })

  it('lists dialling codes, mainland China first', async () => {
    const body = await api.getCountryCode()
    expect(body.data?.list[0]).toEqual({ name: '中国大陆', code: '+86', iso: 'CN' })
    for (const country of body.data!.list) expect(country.code).toMatch(/^\+\d+$/)
  })
})

describe('the new-user red-bag task reward', () => {
  it('pays once, into the balance, then answers 8348401', async () => {
    await expect(api.getNewbeeRedbagTaskReward(tokens)).resolves.toMatchObject({ data: { money: '1.88' } })
    expect((await api.getMyReward()).data).toEqual({ leftTotal: '90.76', rewardTotal: '168.54' })
    const again = await api.getNewbeeRedbagTaskReward(tokens).catch((e: unknown) => e)
    expect(again).toBeInstanceOf(ApiError)
    expect(again).toMatchObject({ errno: 8348401, errmsg: '奖励已领取' })
  })

  it('answers 8304006 for a bad token', async () => {
    const error = await api.getNewbeeRedbagTaskReward(badTokens).catch((e: unknown) => e)
    expect(error).toMatchObject({ errno: 8304006 })
  })
})

describe('requests that are not JSON', () => {
  it('answers 8304006 to a POST whose body is not a JSON object', async () => {
    const body = await api.request({
      method: 'POST',
      url: '/v1/mall/buy-honor',
      data: 'honorID=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      unwrap: 'data',
    })
    expect(body.errno).toBe(8304006)
  })
})
