import type { MallGoodsItem, NumberGoods, NumberPage, PriceOption } from '@h5/api'
import { scenarioSession } from '@h5/mock-backend'
import { useMockBackend } from '@h5/mock-backend/vitest'
import { createPagedState, loadPage } from '@h5/request'
import { describe, expect, it } from 'vitest'
import {
  buyGoods,
  createMallState,
  giveGoods,
  loadBackpack,
  loadGoods,
  loadGoodsOptions,
  loadMyNumbers,
  numberPages,
  shownID,
  takeOffItem,
  wearItem,
  type MallError,
} from '..'
import { teenOff, teenOn } from './native'

/** Goods, options, buying, giving, the backpack, wearing, pretty numbers: on the simulator and the fake native. */
const { makeApi, count } = useMockBackend()
const HOST = 9

/** A state with the options of `goodsID` loaded for a fresh user of `scenario`. */
async function optionsAs(scenario: Parameters<typeof scenarioSession>[0], goodsID: string) {
  const tokens = scenarioSession(scenario)
  const { api } = makeApi()
  const state = createMallState()
  expect(await loadGoodsOptions(state, api, { tokens, goodsID })).toMatchObject({ ok: true })
  const option = (optionID: string) => state.options!.options.find((candidate) => candidate.optionID === optionID)!
  return { tokens, api, state, option, client: { api, bridge: teenOff() } }
}

/** Every number of a query, through its pages. */
async function allNumbers(query: Parameters<typeof numberPages>[1]) {
  const { api } = makeApi()
  const list = createPagedState<NumberGoods, MallError>()
  const source = numberPages(api, query)
  await loadPage(list, 'start', source)
  while (list.hasMore && list.status === 'done') await loadPage(list, 'next', source)
  return list
}

describe('goods and their options', () => {
  it('loads the tabs and a tab’s goods: how each is unlocked, the lowest 钻石 price, what I own', async () => {
    const tokens = scenarioSession('mall-owned')
    const { api } = makeApi()
    const state = createMallState()
    const result = await loadGoods(state, api, { tokens, tab: 'frame' })
    expect(result.ok).toBe(true)
    expect(state.goods?.tabs.map((tab) => tab.title)).toEqual(['头像框', '聊天气泡', '进场飘屏', '资料卡'])
    const byId = Object.fromEntries(state.goods!.items.map((item) => [item.goodsID, item]))
    expect(byId.frame_star).toMatchObject({ fromDiamonds: 300, owned: { worn: true }, unlock: { by: 'price' } })
    // Wealth level 12 unlocks the crown: it is mine, not sold.
    expect(byId.frame_crown).toMatchObject({ fromDiamonds: null, unlock: { by: 'wealth', level: 10, met: true }, owned: { expireAt: null, worn: false } })
    expect(byId.frame_svip).toMatchObject({ unlock: { by: 'vip', met: false }, owned: null })
  })

  it('loads an item’s options in 钻石 and in money, and my 钻石', async () => {
    const { state } = await optionsAs('fresh', 'banner_dragon')
    expect(state.options?.options.map((option) => option.currency)).toEqual(['diamond', 'cny'])
    expect(state.diamonds).toBe(100_000)
  })

  it('says WITHDRAWN for an item no longer sold, and REQUEST_FAILED for an answer of the wrong shape', async () => {
    const { api } = makeApi()
    const state = createMallState()
    expect(await loadGoodsOptions(state, api, { tokens: scenarioSession('mall-withdrawn'), goodsID: 'frame_star' })).toMatchObject({
      ok: false,
      error: { code: 'WITHDRAWN', message: '该商品已下架，请重新选择' },
    })
    expect(state.errors.options?.code).toBe('WITHDRAWN')
  })
})

describe('buying for myself', () => {
  it('buys a decoration with 钻石: the balance goes down once, the item is mine until its end', async () => {
    const { tokens, api, state, option, client } = await optionsAs('fresh', 'frame_star')
    const result = await buyGoods(state, client, { tokens, goodsID: 'frame_star', option: option('frame_star_30') })
    expect(result).toMatchObject({ ok: true, data: { goodsID: 'frame_star', diamonds: 99_000, expireAt: expect.any(Number) } })
    expect(state.diamonds).toBe(99_000)
    expect(state.attempts.buy).toBeNull()
    await loadBackpack(state, api, { tokens })
    expect(state.backpack).toEqual([expect.objectContaining({ goodsID: 'frame_star', source: 'bought', worn: false })])
  })

  it('refuses before sending: a money option, a malformed price, more than my 钻石, teen mode on', async () => {
    const { tokens, state, option, client, api } = await optionsAs('mall-low-diamonds', 'banner_dragon')
    expect(await buyGoods(state, client, { tokens, goodsID: 'banner_dragon', option: option('banner_dragon_30_cny') })).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } })
    const broken = { ...option('banner_dragon_30'), diamonds: 1.5 } as PriceOption
    expect(await buyGoods(state, client, { tokens, goodsID: 'banner_dragon', option: broken })).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } })
    expect(await buyGoods(state, client, { tokens, goodsID: 'banner_dragon', option: option('banner_dragon_30') })).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_DIAMONDS', message: '钻石余额不足，充值后再来吧' },
    })
    const rich = await optionsAs('fresh', 'frame_star')
    expect(await buyGoods(rich.state, { api, bridge: teenOn() }, { tokens: rich.tokens, goodsID: 'frame_star', option: rich.option('frame_star_7') })).toMatchObject({
      ok: false,
      error: { code: 'TEEN_MODE', message: '青少年模式下不能购买或打赏' },
    })
    expect(count('POST', '/v1/mall/buy')).toBe(0)
  })

  it('reads the server’s refusals: a minor, not enough 钻石, an item withdrawn, locked', async () => {
    const minor = await optionsAs('mall-minor', 'frame_star')
    expect(await buyGoods(minor.state, minor.client, { tokens: minor.tokens, goodsID: 'frame_star', option: minor.option('frame_star_7') })).toMatchObject({
      ok: false,
      error: { code: 'MINOR', errno: 8304101, decided: true },
    })
    // The balance is not known here (no options loaded): the server says it.
    const low = createMallState()
    const { api } = makeApi()
    const seven: PriceOption = { optionID: 'frame_star_7', days: 7, label: '7天', currency: 'diamond', diamonds: 300 }
    expect(await buyGoods(low, { api, bridge: teenOff() }, { tokens: scenarioSession('mall-low-diamonds'), goodsID: 'frame_star', option: seven })).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_DIAMONDS', errno: 8310001 },
    })
    expect(await buyGoods(createMallState(), { api, bridge: teenOff() }, { tokens: scenarioSession('mall-withdrawn'), goodsID: 'frame_star', option: seven })).toMatchObject({
      ok: false,
      error: { code: 'WITHDRAWN' },
    })
    const crown: PriceOption = { optionID: 'frame_crown_30', days: 30, label: '1个月', currency: 'diamond', diamonds: 0 }
    expect(await buyGoods(createMallState(), { api, bridge: teenOff() }, { tokens: scenarioSession('fresh'), goodsID: 'frame_crown', option: crown })).toMatchObject({
      ok: false,
      error: { code: 'LOCKED', message: '未满足解锁条件' },
    })
  })

  it('says PRICE_CHANGED when the price is no longer the one confirmed, and buys at the new price once the options are loaded again', async () => {
    const { tokens, api, state, option, client } = await optionsAs('mall-price-changed', 'frame_star')
    const old = option('frame_star_7')
    expect(await buyGoods(state, client, { tokens, goodsID: 'frame_star', option: old })).toMatchObject({ ok: false, error: { code: 'PRICE_CHANGED', decided: true } })
    await loadGoodsOptions(state, api, { tokens, goodsID: 'frame_star' })
    const now = option('frame_star_7')
    expect(now).toMatchObject({ diamonds: 360 })
    expect(await buyGoods(state, client, { tokens, goodsID: 'frame_star', option: now })).toMatchObject({ ok: true, data: { diamonds: 100_000 - 360 } })
  })
})

describe('pretty numbers', () => {
  it('lists a pattern tab by pages, and searches by digits across the tabs', async () => {
    const tokens = scenarioSession('fresh')
    const short = await allNumbers({ tokens, tab: 'short' })
    expect(short.items).toHaveLength(28)
    expect(short.items.every((item) => item.number.length <= 4)).toBe(true)
    const found = await allNumbers({ tokens, digits: '５２０' })
    expect(found.items.map((item) => item.number)).toEqual(['520520', '1314520', '5201314', '520888', '520'])
    expect(found.items[0]!.options.map((option) => option.label)).toEqual(['1个月', '永久'])
    expect((await allNumbers({ tokens, digits: '0000000' })).items).toEqual([])
  })

  it('hands each answered page to onPage, the pattern tabs beside the numbers', async () => {
    const { api } = makeApi()
    const answered: NumberPage[] = []
    await loadPage(createPagedState<NumberGoods, MallError>(), 'start', numberPages(api, { tokens: scenarioSession('fresh') }, (page) => answered.push(page)))
    expect(answered).toHaveLength(1)
    expect(answered[0]!.tabs.length).toBeGreaterThan(0)
    expect(answered[0]!.tab).toBe(answered[0]!.tabs[0]!.tab)
  })

  it('refuses a search that is not digits before sending', async () => {
    const list = await allNumbers({ tokens: scenarioSession('fresh'), digits: '52a' })
    expect(list).toMatchObject({ status: 'error', error: { code: 'INVALID_DIGITS', message: '请输入 1 到 12 位数字' } })
    expect(count('POST', '/v1/number/catalogue')).toBe(0)
  })

  it('buys a number for good: it leaves the catalogue for everyone, and another buyer is SOLD_OUT', async () => {
    const { tokens, state, option, client } = await optionsAs('fresh', 'num_7788')
    expect(await buyGoods(state, client, { tokens, goodsID: 'num_7788', option: option('num_7788_forever') })).toMatchObject({ ok: true, data: { expireAt: null } })
    const other = await allNumbers({ tokens: scenarioSession('fresh'), tab: 'short' })
    expect(other.items.map((item) => item.number)).not.toContain('7788')
    const late = createMallState()
    const { api } = makeApi()
    expect(await buyGoods(late, { api, bridge: teenOff() }, { tokens: scenarioSession('fresh'), goodsID: 'num_7788', option: option('num_7788_forever') })).toMatchObject({
      ok: false,
      error: { code: 'SOLD_OUT', message: '手慢了，已被他人抢先购买' },
    })
  })

  it('says SOLD_OUT for a number someone took first while I looked', async () => {
    const { tokens, state, option, client } = await optionsAs('number-taken', 'num_8888')
    expect(await buyGoods(state, client, { tokens, goodsID: 'num_8888', option: option('num_8888_30') })).toMatchObject({ ok: false, error: { code: 'SOLD_OUT', errno: 8310006 } })
  })

  it('wears a number instead of the ID and takes it off again: the original ID comes back', async () => {
    const tokens = scenarioSession('number-owned')
    const { api } = makeApi()
    const state = createMallState()
    await loadMyNumbers(state, api, tokens)
    expect(shownID(state.myNumbers!)).toBe('686868')
    expect(await wearItem(state, api, { tokens, goodsID: 'num_520' })).toMatchObject({ ok: true, data: { worn: true, replacedGoodsID: 'num_686868' } })
    expect(shownID(state.myNumbers!)).toBe('520')
    expect(await takeOffItem(state, api, { tokens, goodsID: 'num_520' })).toMatchObject({ ok: true, data: { worn: false } })
    expect(shownID(state.myNumbers!)).toBe(String(state.myNumbers!.originalID))
    await loadMyNumbers(state, api, tokens)
    expect(state.myNumbers!.items.every((item) => !item.worn)).toBe(true)
  })
})

describe('the backpack: wear and take off, one per kind', () => {
  it('wears the bubble I own, taking off nothing else of another kind; takes off the frame', async () => {
    const tokens = scenarioSession('mall-owned')
    const { api } = makeApi()
    const state = createMallState()
    await loadBackpack(state, api, { tokens })
    await loadGoods(state, api, { tokens, tab: 'frame' })
    expect(await wearItem(state, api, { tokens, goodsID: 'bubble_candy' })).toMatchObject({ ok: true, data: { kind: 'bubble', replacedGoodsID: null } })
    const worn = () => Object.fromEntries(state.backpack!.map((item) => [item.goodsID, item.worn]))
    expect(worn()).toMatchObject({ frame_star: true, bubble_candy: true })
    expect(await wearItem(state, api, { tokens, goodsID: 'frame_crown' })).toMatchObject({ ok: true, data: { replacedGoodsID: 'frame_star' } })
    expect(worn()).toMatchObject({ frame_star: false, frame_crown: true })
    expect(state.goods!.items.find((item) => item.goodsID === 'frame_star')!.owned!.worn).toBe(false)
    expect(await takeOffItem(state, api, { tokens, goodsID: 'frame_crown' })).toMatchObject({ ok: true })
    expect(worn().frame_crown).toBe(false)
  })

  it('says NOT_OWNED for an item I do not own, and filters the backpack by kind', async () => {
    const tokens = scenarioSession('mall-owned')
    const { api } = makeApi()
    const state = createMallState()
    expect(await wearItem(state, api, { tokens, goodsID: 'card_sakura' })).toMatchObject({ ok: false, error: { code: 'NOT_OWNED', message: '你还没有这件物品，或已过期' } })
    await loadBackpack(state, api, { tokens, kind: 'bubble' })
    expect(state.backpack!.map((item) => item.goodsID)).toEqual(['bubble_candy'])
    await loadBackpack(state, api, { tokens: scenarioSession('mall-empty') })
    expect(state.backpack).toEqual([])
  })
})

describe('giving to another user', () => {
  const star = { goodsID: 'frame_star', kind: 'frame', giftable: true, unlock: { by: 'price', met: true } } as const satisfies Pick<MallGoodsItem, 'goodsID' | 'kind' | 'giftable' | 'unlock'>

  it('gives a decoration to a host: my 钻石 go down, once', async () => {
    const { tokens, state, option, client } = await optionsAs('fresh', 'frame_star')
    expect(await giveGoods(state, client, { tokens, item: star, option: option('frame_star_7'), toUserID: HOST })).toMatchObject({ ok: true, data: { toUserID: HOST, diamonds: 99_700 } })
    expect(state.diamonds).toBe(99_700)
  })

  it('gives to another user of the app, who then owns it', async () => {
    const receiverTokens = scenarioSession('mall-empty')
    const { api } = makeApi()
    const receiver = createMallState()
    await loadMyNumbers(receiver, api, receiverTokens)
    const { tokens, state, option, client } = await optionsAs('fresh', 'frame_star')
    expect(await giveGoods(state, client, { tokens, item: star, option: option('frame_star_30'), toUserID: receiver.myNumbers!.originalID })).toMatchObject({ ok: true })
    await loadBackpack(receiver, api, { tokens: receiverTokens })
    expect(receiver.backpack).toEqual([expect.objectContaining({ goodsID: 'frame_star', source: 'gift' })])
  })

  it('refuses before sending: a pretty number (never transferred), an item not giftable, an unlocked item, a money option, no receiver', async () => {
    const { tokens, state, option, client } = await optionsAs('fresh', 'banner_dragon')
    const seven = option('banner_dragon_30')
    const number = { goodsID: 'num_1212', kind: 'number', giftable: false, unlock: { by: 'price', met: true } } as const
    expect(await giveGoods(state, client, { tokens, item: number, option: seven, toUserID: HOST })).toMatchObject({
      ok: false,
      error: { code: 'NOT_GIFTABLE', message: '该商品不能赠送，靓号不可转让或转售' },
    })
    expect(await giveGoods(state, client, { tokens, item: { ...star, giftable: false }, option: seven, toUserID: HOST })).toMatchObject({ ok: false, error: { code: 'NOT_GIFTABLE' } })
    expect(await giveGoods(state, client, { tokens, item: { ...star, unlock: { by: 'vip', tier: 2, tierName: 'SVIP', met: true } }, option: seven, toUserID: HOST })).toMatchObject({
      ok: false,
      error: { code: 'LOCKED' },
    })
    expect(await giveGoods(state, client, { tokens, item: star, option: option('banner_dragon_30_cny'), toUserID: HOST })).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } })
    expect(await giveGoods(state, client, { tokens, item: star, option: seven, toUserID: 0 })).toMatchObject({ ok: false, error: { code: 'NO_SUCH_USER' } })
    expect(await giveGoods(state, { ...client, bridge: teenOn() }, { tokens, item: star, option: seven, toUserID: HOST })).toMatchObject({ ok: false, error: { code: 'TEEN_MODE' } })
    expect(count('POST', '/v1/mall/give')).toBe(0)
  })

  it('reads the server’s refusals: a minor, the caps, myself as the receiver', async () => {
    for (const [scenario, code] of [
      ['mall-minor', 'MINOR'],
      ['guard-monthly-cap', 'MONTHLY_CAP'],
    ] as const) {
      const { tokens, state, option, client } = await optionsAs(scenario, 'frame_star')
      expect(await giveGoods(state, client, { tokens, item: star, option: option('frame_star_7'), toUserID: HOST })).toMatchObject({ ok: false, error: { code } })
    }
    const daily = await optionsAs('guard-daily-cap', 'frame_star')
    expect(await giveGoods(daily.state, daily.client, { tokens: daily.tokens, item: star, option: daily.option('frame_star_30'), toUserID: HOST })).toMatchObject({
      ok: false,
      error: { code: 'DAILY_CAP', message: '已达今日打赏上限，明天再来吧' },
    })
    const me = await optionsAs('mall-empty', 'frame_star')
    await loadMyNumbers(me.state, me.api, me.tokens)
    expect(await giveGoods(me.state, me.client, { tokens: me.tokens, item: star, option: me.option('frame_star_7'), toUserID: me.state.myNumbers!.originalID })).toMatchObject({
      ok: false,
      error: { code: 'NO_SUCH_USER', errno: 8310013 },
    })
  })
})
