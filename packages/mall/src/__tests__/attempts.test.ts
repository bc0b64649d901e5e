import type { MallGoodsItem } from '@h5/api'
import { scenarioSession } from '@h5/mock-backend'
import { loseNextAnswer, recordIdempotencyKeys, useMockBackend } from '@h5/mock-backend/vitest'
import { ownAttempts, type AttemptStorage } from '@h5/request'
import { describe, expect, it } from 'vitest'
import { buyGoods, buyGuard, buyVip, createMallState, giveGoods, loadGoodsOptions, loadGuardInfo, loadMembership, loadVipTiers, type MallState } from '..'
import { teenOff } from './native'

/**
 * Every purchase carries an idempotency key per attempt: a double tap buys once, a retry after a lost answer sends
 * the same key and the server charges once, a reload of the tab in the middle sends the same key again, and only
 * after the server decided does the next purchase get a new key.
 */
const { makeApi, count, server } = useMockBackend()
const HOST = 9
const STAR = { goodsID: 'frame_star', kind: 'frame', giftable: true, unlock: { by: 'price', met: true } } as const satisfies Pick<MallGoodsItem, 'goodsID' | 'kind' | 'giftable' | 'unlock'>

/** The tab's sessionStorage, as the page passes it (platform/browserStorage.ts). */
function tabStorage(): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (name) => items.get(name) ?? null, setItem: (name, value) => void items.set(name, value), removeItem: (name) => void items.delete(name) }
}

/** A fresh user with the options of frame_star loaded into a state over `storage`. */
async function starPage(tokens = scenarioSession('fresh'), storage?: AttemptStorage) {
  const { api } = makeApi()
  const state = createMallState({ storage })
  // The account the tab's kept attempts are for, once the session named it (the app: ownAttemptsBySession).
  ownAttempts(state, tokens.openID)
  await loadGoodsOptions(state, api, { tokens, goodsID: 'frame_star' })
  const option = state.options!.options.find((candidate) => candidate.optionID === 'frame_star_30')!
  return { tokens, api, state, option, client: { api, bridge: teenOff() } }
}

/** My 钻石 as the server holds them now. */
async function diamondsOf(tokens: ReturnType<typeof scenarioSession>) {
  const { api } = makeApi()
  const state = createMallState()
  await loadGoodsOptions(state, api, { tokens, goodsID: 'frame_star' })
  return state.diamonds
}

describe('a double tap buys once', () => {
  it.each([
    ['buyGoods', '/v1/mall/buy'],
    ['giveGoods', '/v1/mall/give'],
  ] as const)('%s sends one request for two taps', async (action, path) => {
    const { tokens, state, option, client } = await starPage()
    const tap = () =>
      action === 'buyGoods' ? buyGoods(state, client, { tokens, goodsID: 'frame_star', option }) : giveGoods(state, client, { tokens, item: STAR, option, toUserID: HOST })
    const [first, second] = await Promise.all([tap(), tap()])
    expect(first).toEqual(second)
    expect(first.ok).toBe(true)
    expect(count('POST', path)).toBe(1)
    expect(await diamondsOf(tokens)).toBe(99_000)
  })

  it('a membership and a guard too', async () => {
    const tokens = scenarioSession('guard-ready')
    const { api } = makeApi()
    const state = createMallState()
    await loadVipTiers(state, api, { tokens })
    await loadMembership(state, api, tokens)
    await loadGuardInfo(state, api, { tokens, targetUserID: HOST })
    const client = { api, bridge: teenOff() }
    const tier = state.tiers!.tiers[0]!
    const vip = () => buyVip(state, client, { tokens, tier, option: tier.options[0]! })
    const guard = () => buyGuard(state, client, { tokens, level: 1, option: state.guard!.plans[0]!.options[0]! })
    const [a, b, c, d] = await Promise.all([vip(), vip(), guard(), guard()])
    expect(a).toEqual(b)
    expect(c).toEqual(d)
    expect(count('POST', '/v1/mall/buy-honor')).toBe(1)
    expect(count('POST', '/v1/mall/buy-guard')).toBe(1)
    expect(await diamondsOf(tokens)).toBe(100_000 - 600 - 1000)
  })
})

describe('a retry after a lost answer never buys twice', () => {
  it.each([
    ['buyGoods', '/v1/mall/buy', 'buy'],
    ['giveGoods', '/v1/mall/give', 'give'],
  ] as const)('%s: the retry carries the same key, and the server charges once', async (action, path, slot) => {
    const { tokens, state, option, client } = await starPage()
    const keys = recordIdempotencyKeys(server, path)
    const send = () =>
      action === 'buyGoods' ? buyGoods(state, client, { tokens, goodsID: 'frame_star', option }) : giveGoods(state, client, { tokens, item: STAR, option, toUserID: HOST })
    loseNextAnswer(server, path)
    expect(await send()).toMatchObject({ ok: false, error: { code: 'REQUEST_FAILED', decided: false } })
    expect(state.attempts[slot]).toMatchObject({ key: keys[0] })
    expect(await send()).toMatchObject({ ok: true })
    expect(new Set(keys).size).toBe(1)
    expect(state.attempts[slot]).toBeNull()
    expect(await diamondsOf(tokens)).toBe(99_000)
  })

  it('buyVip and buyGuard (the full-response calls): the same', async () => {
    const tokens = scenarioSession('guard-ready')
    const { api } = makeApi()
    const state = createMallState()
    await loadVipTiers(state, api, { tokens })
    await loadGuardInfo(state, api, { tokens, targetUserID: HOST })
    const client = { api, bridge: teenOff() }
    const tier = state.tiers!.tiers[0]!
    const vipKeys = recordIdempotencyKeys(server, '/v1/mall/buy-honor')
    const guardKeys = recordIdempotencyKeys(server, '/v1/mall/buy-guard')
    loseNextAnswer(server, '/v1/mall/buy-honor')
    loseNextAnswer(server, '/v1/mall/buy-guard')
    const vip = () => buyVip(state, client, { tokens, tier, option: tier.options[0]! })
    const guard = () => buyGuard(state, client, { tokens, level: 1, option: state.guard!.plans[0]!.options[0]! })
    expect(await vip()).toMatchObject({ ok: false, error: { decided: false } })
    expect(await guard()).toMatchObject({ ok: false, error: { decided: false } })
    expect(await vip()).toMatchObject({ ok: true })
    expect(await guard()).toMatchObject({ ok: true })
    expect(new Set(vipKeys).size).toBe(1)
    expect(new Set(guardKeys).size).toBe(1)
    expect(await diamondsOf(tokens)).toBe(100_000 - 600 - 1000)
  })

  it('another option after a lost answer is another attempt: a new key', async () => {
    const { tokens, state, option, client } = await starPage()
    const keys = recordIdempotencyKeys(server, '/v1/mall/buy')
    loseNextAnswer(server, '/v1/mall/buy')
    await buyGoods(state, client, { tokens, goodsID: 'frame_star', option })
    const week = state.options!.options.find((candidate) => candidate.optionID === 'frame_star_7')!
    expect(await buyGoods(state, client, { tokens, goodsID: 'frame_star', option: week })).toMatchObject({ ok: true })
    expect(new Set(keys).size).toBe(2)
  })

  it('a new purchase after a decided answer gets a new key: two taps apart, two purchases', async () => {
    const { tokens, state, option, client } = await starPage()
    const keys = recordIdempotencyKeys(server, '/v1/mall/buy')
    expect(await buyGoods(state, client, { tokens, goodsID: 'frame_star', option })).toMatchObject({ ok: true })
    expect(await buyGoods(state, client, { tokens, goodsID: 'frame_star', option })).toMatchObject({ ok: true })
    expect(new Set(keys).size).toBe(2)
    expect(await diamondsOf(tokens)).toBe(98_000)
  })

  it('a refusal the server decided ends the attempt: the next try has a new key', async () => {
    const tokens = scenarioSession('mall-price-changed')
    const { state, option, client, api } = await starPage(tokens)
    const keys = recordIdempotencyKeys(server, '/v1/mall/buy')
    expect(await buyGoods(state, client, { tokens, goodsID: 'frame_star', option })).toMatchObject({ ok: false, error: { code: 'PRICE_CHANGED' } })
    expect(state.attempts.buy).toBeNull()
    await loadGoodsOptions(state, api, { tokens, goodsID: 'frame_star' })
    const repriced = state.options!.options.find((candidate) => candidate.optionID === 'frame_star_30')!
    expect(await buyGoods(state, client, { tokens, goodsID: 'frame_star', option: repriced })).toMatchObject({ ok: true })
    expect(new Set(keys).size).toBe(2)
  })
})

describe('a reload of the tab in the middle of a purchase', () => {
  it('sends the same key after the reload: one purchase; the stored attempt holds no tokens', async () => {
    const storage = tabStorage()
    const tokens = scenarioSession('fresh')
    const keys = recordIdempotencyKeys(server, '/v1/mall/buy')
    const first = await starPage(tokens, storage)
    loseNextAnswer(server, '/v1/mall/buy')
    expect(await buyGoods(first.state, first.client, { tokens, goodsID: 'frame_star', option: first.option })).toMatchObject({ ok: false })
    expect([...storage.items.values()].join()).not.toContain(tokens.accessToken)
    const reloaded: MallState = (await starPage(tokens, storage)).state
    expect(reloaded.attempts.buy).toEqual({ key: keys[0], request: 'frame_star:frame_star_30:1000', owner: tokens.openID })
    expect(await buyGoods(reloaded, first.client, { tokens, goodsID: 'frame_star', option: first.option })).toMatchObject({ ok: true })
    expect(new Set(keys).size).toBe(1)
    expect(storage.items.size).toBe(0)
    expect(await diamondsOf(tokens)).toBe(99_000)
  })
})
