import { createApiClient } from '@h5/api'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockBackend, findUser, scenarioSession } from '..'

/**
 * The simulated mall (mall/createMallHandlers.ts) over time: keys answered with their first result, what ends
 * when, the server's day, the wealth value that spending earns. openApiContract.test.ts plays every errno.
 */
const START = Date.UTC(2026, 10, 22, 8, 0, 0)
const DAY = 24 * 60 * 60_000
let now = START
const backend = createMockBackend({ now: () => now })
const server = setupServer(...backend.handlers)
const api = createApiClient({ baseURL: 'http://backend.test', clientId: '1' })
const KEY = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  backend.reset()
  now = START
})
afterAll(() => server.close())

const errnoOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: { errno?: number }) => error.errno,
  )

describe('purchases by idempotency key', () => {
  it('answers a key it has seen with the first purchase and charges once', async () => {
    const tokens = scenarioSession('fresh')
    const payload = { ...tokens, goodsID: 'card_sakura', optionID: 'card_sakura_30', diamonds: 800, idempotencyKey: KEY }
    const first = await api.buyGoods(payload)
    now += 60_000
    expect(await api.buyGoods(payload)).toEqual(first)
    expect(first.data).toMatchObject({ diamonds: 99_200, expireAt: START + 30 * DAY })
    expect(findUser(backend.state, tokens.accessToken, tokens.openID)!.diamonds).toBe(99_200)
  })

  it('extends an item from its current end, and a permanent one never ends', async () => {
    const tokens = scenarioSession('fresh')
    const buy = (optionID: string, diamonds: number, key: string) => api.buyGoods({ ...tokens, goodsID: 'frame_star', optionID, diamonds, idempotencyKey: key })
    await buy('frame_star_7', 300, 'key-star-0001')
    expect((await buy('frame_star_30', 1000, 'key-star-0002')).data.expireAt).toBe(START + 37 * DAY)
    expect((await buy('frame_star_forever', 8800, 'key-star-0003')).data.expireAt).toBeNull()
    expect((await buy('frame_star_7', 300, 'key-star-0004')).data.expireAt).toBeNull()
  })
})

describe('what ends', () => {
  it('an item past its end is gone from the backpack, and a worn number with it: the original ID shows again', async () => {
    const tokens = scenarioSession('number-owned')
    await api.wearItem({ ...tokens, goodsID: 'num_520' })
    expect((await api.getMyNumbers(tokens)).data.items.find((item) => item.worn)?.number).toBe('520')
    now += 3 * DAY
    const mine = (await api.getMyNumbers(tokens)).data
    expect(mine.items.map((item) => item.number)).toEqual(['686868'])
    expect(mine.items.some((item) => item.worn)).toBe(false)
    expect(await errnoOf(api.wearItem({ ...tokens, goodsID: 'num_520' }))).toBe(8310009)
  })

  it('a membership goes active, expiring within 7 days, expired; its decorations come and go with it', async () => {
    const tokens = scenarioSession('fresh')
    await api.buyHonor({ ...tokens, honorID: 2, optionID: 'svip_30', diamonds: 3000, idempotencyKey: KEY })
    const membership = async () => (await api.getMembership(tokens)).data
    const owns = async (goodsID: string) => (await api.getBackpack(tokens)).data.items.some((item) => item.goodsID === goodsID)
    expect(await membership()).toMatchObject({ status: 'active', tierName: 'SVIP', daysLeft: 30, history: [{ kind: 'bought', diamonds: 3000 }] })
    expect(await owns('frame_svip')).toBe(true)
    now += 24 * DAY
    expect(await membership()).toMatchObject({ status: 'expiring', daysLeft: 6 })
    now += 6 * DAY
    expect(await membership()).toMatchObject({ status: 'expired', daysLeft: 0, daily: { available: false } })
    expect(await owns('frame_svip')).toBe(false)
  })
})

describe('the server’s day', () => {
  it('the daily 钻石 come once a server day (UTC+8), again the next', async () => {
    const tokens = scenarioSession('vip-active')
    expect((await api.claimVipDaily(tokens)).data).toEqual({ gotDiamonds: 30, diamonds: 100_030 })
    expect(await errnoOf(api.claimVipDaily(tokens))).toBe(8310010)
    // 08:00 UTC is 16:00 in Beijing: the server's next day starts 8 hours later.
    now += 8 * 60 * 60_000
    expect((await api.claimVipDaily(tokens)).data.gotDiamonds).toBe(30)
  })

  it('the daily cap counts the day’s tips; the next day starts again', async () => {
    const tokens = scenarioSession('guard-daily-cap')
    const guard = (idempotencyKey: string) => api.buyGuard({ ...tokens, anchorID: 9, level: 1, months: 1, idempotencyKey })
    expect((await guard('key-cap-0001')).data.errno).toBe(8310003)
    now += DAY
    expect((await guard('key-cap-0002')).data.errno).toBe(0)
    expect((await api.getGuardInfo({ ...tokens, targetUserID: 9 })).data.caps).toMatchObject({ dailyUsedDiamonds: 1000, monthlyUsedDiamonds: 5500 })
  })
})

describe('wealth', () => {
  it('rises with every 钻石 spent, never with a purchase of money, and the ledger names why', async () => {
    const tokens = scenarioSession('guard-ready')
    await api.buyGuard({ ...tokens, anchorID: 9, level: 1, months: 3, idempotencyKey: 'key-wealth-01' })
    await api.buyGoods({ ...tokens, goodsID: 'frame_star', optionID: 'frame_star_7', diamonds: 300, idempotencyKey: 'key-wealth-02' })
    const level = (await api.getWealthLevel(tokens)).data
    expect(level).toMatchObject({ level: 1, value: 3300, gapValue: 700, keep: { valueInWindow: 3300 } })
    const ledger = (await api.getWealthLedger({ ...tokens, month: '2026-11' })).data
    expect(ledger).toMatchObject({ monthValue: 3300, items: [{ value: 300, reason: '购买星光头像框' }, { value: 3000, reason: '开通青铜守护' }] })
  })
})

describe('guards and pretty numbers', () => {
  it('a guard bought shows in the host’s list for every viewer; nobody guards themselves', async () => {
    const buyer = scenarioSession('guard-ready')
    await api.buyGuard({ ...buyer, anchorID: 10086, level: 3, months: 1, idempotencyKey: KEY })
    const list = (await api.getGuards({ ...scenarioSession('fresh'), targetUserID: 10086, limit: 50 })).data
    expect(list.total).toBe(24)
    expect(list.items.filter((item) => item.userID === 20001)).toEqual([expect.objectContaining({ level: 3, levelName: '黄金守护' })])
    const me = findUser(backend.state, buyer.accessToken, buyer.openID)!
    expect((await api.buyGuard({ ...buyer, anchorID: me.userID, level: 1, months: 1, idempotencyKey: 'key-self-01' })).data.errno).toBe(8310005)
  })

  it('a number bought leaves the catalogue for everyone', async () => {
    const tokens = scenarioSession('fresh')
    const numbers = async () => (await api.getNumbers({ ...scenarioSession('fresh'), tab: 'aaaa', limit: 50 })).data.items.map((item) => item.number)
    expect(await numbers()).toContain('9999')
    await api.buyGoods({ ...tokens, goodsID: 'num_9999', optionID: 'num_9999_30', diamonds: 8800, idempotencyKey: KEY })
    expect(await numbers()).not.toContain('9999')
    expect(await errnoOf(api.buyGoods({ ...scenarioSession('fresh'), goodsID: 'num_9999', optionID: 'num_9999_30', diamonds: 8800, idempotencyKey: KEY }))).toBe(8310006)
  })

  it('a number a scenario seeded as owned is not on sale, to its owner or anyone else, while it runs', async () => {
    const owner = scenarioSession('number-owned')
    const search = async (tokens: typeof owner, digits: string) => (await api.getNumbers({ ...tokens, digits, limit: 50 })).data.items.map((item) => item.number)
    await api.getMyNumbers(owner)
    expect(await search(owner, '686868')).not.toContain('686868')
    expect(await search(scenarioSession('fresh'), '686868')).not.toContain('686868')
    expect(await search(scenarioSession('fresh'), '520')).not.toContain('520')
  })
})
