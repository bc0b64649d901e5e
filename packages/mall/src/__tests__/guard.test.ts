import type { GuardEntry, WealthEntry } from '@h5/api'
import { scenarioSession } from '@h5/mock-backend'
import { NOW, useMockBackend } from '@h5/mock-backend/vitest'
import { createPagedState, loadPage } from '@h5/request'
import { describe, expect, it } from 'vitest'
import { buyGuard, createMallState, guardEndAfter, guardPages, ledgerMonth, loadGuardInfo, loadWealthLevel, wealthLedgerPages, type MallError } from '..'
import { nativeWith, teenOff, teenOn } from './native'

/** Guards (a tip to a host: the tipping rules), a user's guards, and my wealth level and ledger. */
const { makeApi, count } = useMockBackend()
const HOST = 9

/** A state with the guard page of `targetUserID` loaded for a fresh user of `scenario`. */
async function guardPageAs(scenario: Parameters<typeof scenarioSession>[0], targetUserID = HOST) {
  const tokens = scenarioSession(scenario)
  const { api } = makeApi()
  const state = createMallState()
  expect(await loadGuardInfo(state, api, { tokens, targetUserID })).toMatchObject({ ok: true })
  const plan = (level: number) => state.guard!.plans.find((candidate) => candidate.level === level)!
  const option = (level: number, months: number) => plan(level).options.find((candidate) => candidate.months === months)!
  return { tokens, api, state, option, client: { api, bridge: teenOff() } }
}

/** Every row of a paged source. */
async function everyRow<Item>(source: Parameters<typeof loadPage<Item, MallError, string>>[2]) {
  const list = createPagedState<Item, MallError>()
  await loadPage(list, 'start', source)
  while (list.hasMore && list.status === 'done') await loadPage(list, 'next', source)
  return list
}

describe('a guard page', () => {
  it('names whose guard it is, my guard of them, the plans and what the tipping rules need', async () => {
    const { state } = await guardPageAs('guard-active')
    expect(state.guard).toMatchObject({
      target: { userID: HOST, nickName: '星河主播' },
      self: false,
      mine: { level: 2, levelName: '白银守护' },
      realNameVerified: true,
      minor: false,
      caps: { dailyLimitDiamonds: 200_000, dailyUsedDiamonds: 0 },
    })
    expect(state.guard!.plans.map((plan) => plan.options.map((option) => option.months))).toEqual([
      [1, 3, 12],
      [1, 3, 12],
      [1, 3, 12],
    ])
    expect(state.diamonds).toBe(100_000)
  })

  it('is my own page (我的守护) when the user is me (the first scenario user is 20001)', async () => {
    const mine = await guardPageAs('guard-ready', 20_001)
    expect(mine.state.guard).toMatchObject({ self: true, target: { userID: 20_001 } })
  })

  it('says NO_SUCH_USER for an unknown user', async () => {
    const { api } = makeApi()
    const state = createMallState()
    const unknown = await loadGuardInfo(state, api, { tokens: scenarioSession('guard-ready'), targetUserID: 99_999_999 })
    expect(unknown).toMatchObject({ ok: false, error: { code: 'NO_SUCH_USER', message: '该用户不存在或不能接收' } })
  })
})

describe('buying a guard: the tipping rules, in order, before anything is sent', () => {
  it('buys a month of silver: my 钻石, my caps and my guard are the server’s answer', async () => {
    const { tokens, state, option, client } = await guardPageAs('guard-ready')
    const result = await buyGuard(state, client, { tokens, level: 2, option: option(2, 1) })
    expect(result).toMatchObject({ ok: true, data: { diamonds: 95_000 } })
    expect(state.guard).toMatchObject({ mine: { level: 2, expireAt: NOW + 30 * 24 * 60 * 60_000 }, caps: { dailyUsedDiamonds: 5000, monthlyUsedDiamonds: 5000 }, diamonds: 95_000 })
    expect(state.diamonds).toBe(95_000)
  })

  it('renews from the current end: 续费守护, at the end the sheet named (guardEndAfter)', async () => {
    const { tokens, state, option, client } = await guardPageAs('guard-active')
    const end = state.guard!.mine!.expireAt
    const named = guardEndAfter(state.guard!.mine, option(2, 3), NOW)
    expect(named).toBe(end + 90 * 24 * 60 * 60_000)
    expect(await buyGuard(state, client, { tokens, level: 2, option: option(2, 3) })).toMatchObject({ ok: true, data: { expireAt: named } })
    expect(state.guard!.mine!.expireAt).toBe(named)
  })

  it('names, for a guard of another level, the same end the server answers: the end carries on', async () => {
    const { tokens, state, option, client } = await guardPageAs('guard-active')
    const named = guardEndAfter(state.guard!.mine, option(3, 1), NOW)
    expect(named).toBe(state.guard!.mine!.expireAt + 30 * 24 * 60 * 60_000)
    expect(await buyGuard(state, client, { tokens, level: 3, option: option(3, 1) })).toMatchObject({ ok: true, data: { expireAt: named } })
    expect(guardEndAfter(null, option(3, 1), NOW)).toBe(NOW + 30 * 24 * 60 * 60_000)
  })

  it('refuses myself first (GUARD_SELF), without asking native or the server', async () => {
    const { tokens, state, option, api } = await guardPageAs('guard-ready', 20_001)
    let asked = 0
    const bridge = nativeWith({ teenagerCanUse: () => ((asked += 1), { canUse: true, open: false }) })
    expect(await buyGuard(state, { api, bridge }, { tokens, level: 1, option: option(1, 1) })).toMatchObject({ ok: false, error: { code: 'GUARD_SELF', message: '不能守护自己' } })
    expect(asked).toBe(0)
    expect(count('POST', '/v1/mall/buy-guard')).toBe(0)
  })

  it('refuses a minor’s account, then teen mode, then an account not real-name verified', async () => {
    const minor = await guardPageAs('mall-minor')
    expect(await buyGuard(minor.state, minor.client, { tokens: minor.tokens, level: 1, option: minor.option(1, 1) })).toMatchObject({ ok: false, error: { code: 'MINOR' } })
    const unverified = await guardPageAs('guard-unverified')
    expect(await buyGuard(unverified.state, { ...unverified.client, bridge: teenOn() }, { tokens: unverified.tokens, level: 1, option: unverified.option(1, 1) })).toMatchObject({
      ok: false,
      error: { code: 'TEEN_MODE' },
    })
    expect(await buyGuard(unverified.state, unverified.client, { tokens: unverified.tokens, level: 1, option: unverified.option(1, 1) })).toMatchObject({
      ok: false,
      error: { code: 'NOT_VERIFIED', message: '开通守护需要先完成实名认证' },
    })
    const old = nativeWith({ teenagerCanUse: () => ({ errcode: 999, errmsg: '请保持App为最新版本' }) as never })
    expect(await buyGuard(unverified.state, { ...unverified.client, bridge: old }, { tokens: unverified.tokens, level: 1, option: unverified.option(1, 1) })).toMatchObject({
      ok: false,
      error: { code: 'OUTDATED_APP' },
    })
    expect(count('POST', '/v1/mall/buy-guard')).toBe(0)
  })

  it('refuses past the daily and the monthly caps, and more than my 钻石', async () => {
    const daily = await guardPageAs('guard-daily-cap')
    expect(await buyGuard(daily.state, daily.client, { tokens: daily.tokens, level: 1, option: daily.option(1, 1) })).toMatchObject({ ok: false, error: { code: 'DAILY_CAP' } })
    const monthly = await guardPageAs('guard-monthly-cap')
    expect(await buyGuard(monthly.state, monthly.client, { tokens: monthly.tokens, level: 1, option: monthly.option(1, 1) })).toMatchObject({
      ok: false,
      error: { code: 'MONTHLY_CAP', message: '已达本月打赏上限' },
    })
    const low = await guardPageAs('mall-low-diamonds')
    expect(await buyGuard(low.state, low.client, { tokens: low.tokens, level: 1, option: low.option(1, 1) })).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_DIAMONDS' } })
    expect(count('POST', '/v1/mall/buy-guard')).toBe(0)
  })

  it('sends only the loaded page’s plans: another price, another level, or no page loaded is INVALID_OPTION', async () => {
    const { tokens, state, option, client } = await guardPageAs('guard-ready')
    expect(await buyGuard(state, client, { tokens, level: 1, option: { ...option(1, 1), diamonds: 1 } })).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } })
    expect(await buyGuard(state, client, { tokens, level: 4, option: option(1, 1) })).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } })
    expect(await buyGuard(createMallState(), client, { tokens, level: 1, option: option(1, 1) })).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } })
    expect(count('POST', '/v1/mall/buy-guard')).toBe(0)
  })

  it('reads the server’s refusals when the page’s facts are stale: the price changed, the caps reached elsewhere', async () => {
    const repriced = await guardPageAs('mall-price-changed')
    expect(await buyGuard(repriced.state, repriced.client, { tokens: repriced.tokens, level: 1, option: repriced.option(1, 1) })).toMatchObject({
      ok: false,
      error: { code: 'PRICE_CHANGED', errno: 8310008 },
    })
    const daily = await guardPageAs('guard-daily-cap')
    daily.state.guard!.caps.dailyUsedDiamonds = 0
    expect(await buyGuard(daily.state, daily.client, { tokens: daily.tokens, level: 1, option: daily.option(1, 1) })).toMatchObject({ ok: false, error: { code: 'DAILY_CAP', errno: 8310003 } })
  })
})

describe('a user’s guards', () => {
  it('pages through a host’s guards, the highest level first, with no amounts', async () => {
    const { api } = makeApi()
    const list = await everyRow<GuardEntry>(guardPages(api, { tokens: scenarioSession('fresh'), targetUserID: HOST }))
    expect(list.items).toHaveLength(23)
    expect(list.items.map((item) => item.level)).toEqual([...list.items.map((item) => item.level)].sort((a, b) => b - a))
    for (const item of list.items) expect(Object.keys(item).sort()).toEqual(['avatar', 'expireAt', 'level', 'levelName', 'nickName', 'userID'])
  })

  it('lists a new guard at once, and shows none for an empty list', async () => {
    const { tokens, state, option, client, api } = await guardPageAs('guard-ready')
    await buyGuard(state, client, { tokens, level: 3, option: option(3, 1) })
    const list = await everyRow<GuardEntry>(guardPages(api, { tokens, targetUserID: HOST }))
    expect(list.items.find((item) => item.userID === 20_001)).toMatchObject({ level: 3, levelName: '黄金守护' })
    expect(list.items).toHaveLength(24)
    const empty = await everyRow<GuardEntry>(guardPages(api, { tokens: scenarioSession('mall-empty'), targetUserID: HOST }))
    expect(empty).toMatchObject({ items: [], hasMore: false, status: 'done' })
  })
})

describe('my wealth', () => {
  it('loads my level, the gap to the next, the level table and the keep-level rule', async () => {
    const { api } = makeApi()
    const state = createMallState()
    await loadWealthLevel(state, api, scenarioSession('wealth-ledger'))
    expect(state.wealth).toMatchObject({ level: 8, value: 67_200, nextLevel: { level: 9, minValue: 81_000 }, gapValue: 13_800, keep: { windowDays: 30, requiredValue: 6400 } })
    expect(state.wealth!.levels).toHaveLength(21)
    await loadWealthLevel(state, api, scenarioSession('mall-huge'))
    expect(state.wealth).toMatchObject({ level: 20, nextLevel: null, gapValue: 0 })
  })

  it('pages through a month of my ledger, newest first, in the server’s month', async () => {
    const { api } = makeApi()
    const tokens = scenarioSession('wealth-ledger')
    const month = ledgerMonth(NOW)
    expect(month).toBe('2026-11')
    const list = await everyRow<WealthEntry>(wealthLedgerPages(api, { tokens, month }))
    expect(list.items.length).toBeGreaterThan(20)
    expect(list.items.map((item) => item.at)).toEqual([...list.items.map((item) => item.at)].sort((a, b) => b - a))
    expect(list.items.every((item) => ledgerMonth(item.at) === month)).toBe(true)
    const earlier = await everyRow<WealthEntry>(wealthLedgerPages(api, { tokens, month: '2026-10' }))
    expect(earlier.items.length + list.items.length).toBe(60)
  })

  it('hands each answered page to onPage: the month’s value beside its entries', async () => {
    const { api } = makeApi()
    const tokens = scenarioSession('wealth-ledger')
    const seen: { month: string; monthValue: number }[] = []
    const list = await everyRow<WealthEntry>(wealthLedgerPages(api, { tokens, month: '2026-11' }, (page) => seen.push({ month: page.month, monthValue: page.monthValue })))
    expect(seen.length).toBeGreaterThan(1)
    expect(new Set(seen.map((page) => `${page.month}:${page.monthValue}`))).toEqual(new Set([`2026-11:${list.items.reduce((sum, item) => sum + item.value, 0)}`]))
  })

  it('refuses a malformed month before sending', async () => {
    const { api } = makeApi()
    const list = await everyRow<WealthEntry>(wealthLedgerPages(api, { tokens: scenarioSession('fresh'), month: '2026-13' }))
    expect(list).toMatchObject({ status: 'error', error: { code: 'INVALID_MONTH' } })
    expect(count('POST', '/v1/wealth/ledger')).toBe(0)
  })
})
