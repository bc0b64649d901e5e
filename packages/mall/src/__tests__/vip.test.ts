import { scenarioSession } from '@h5/mock-backend'
import { NOW, useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { autoRenewTerms, buyVip, claimVipDaily, comparePerks, createMallState, loadMembership, loadVipTiers, setAutoRenew, vipEndAfter, type AutoRenewConsent } from '..'
import { teenOff, teenOn } from './native'

/** VIP: the tiers, buying and renewing through buy-honor, the membership's states, auto-renew, the daily 钻石. */
const { makeApi, count } = useMockBackend()
const DAY = 24 * 60 * 60_000
const CONSENT: AutoRenewConsent = { priceConfirmed: true, nextChargeDateConfirmed: true, howToCancelConfirmed: true }

/** A state with the tiers and the membership of a fresh user of `scenario` loaded. */
async function memberAs(scenario: Parameters<typeof scenarioSession>[0]) {
  const tokens = scenarioSession(scenario)
  const { api } = makeApi()
  const state = createMallState()
  expect(await loadVipTiers(state, api, { tokens })).toMatchObject({ ok: true })
  expect(await loadMembership(state, api, tokens)).toMatchObject({ ok: true })
  const tier = (code: string) => state.tiers!.tiers.find((candidate) => candidate.code === code)!
  const option = (code: string, optionID: string) => tier(code).options.find((candidate) => candidate.optionID === optionID)!
  return { tokens, api, state, tier, option, client: { api, bridge: teenOff() } }
}

describe('the tiers', () => {
  it('loads the lineup the route asks for, and compares the perks side by side', async () => {
    const { api } = makeApi()
    const state = createMallState()
    await loadVipTiers(state, api, { tokens: scenarioSession('fresh'), lineup: 'uservip' })
    expect(state.tiers!.tiers.map((tier) => tier.name)).toEqual(['VIP', 'SVIP'])
    await loadVipTiers(state, api, { tokens: scenarioSession('fresh') })
    expect(state.tiers!.tiers.map((tier) => tier.name)).toEqual(['VIP', 'SVIP', 'XVIP'])
    const rows = comparePerks(state.tiers!)
    expect(rows.find((row) => row.perk.perkID === 'daily')?.unlockedBy).toEqual([true, true, true])
    expect(rows.find((row) => row.perk.perkID === 'family')?.unlockedBy).toEqual([false, false, true])
  })

  it('brings my 钻石 balance with the tiers, before any purchase', async () => {
    const { api } = makeApi()
    const state = createMallState()
    await loadVipTiers(state, api, { tokens: scenarioSession('mall-low-diamonds') })
    expect(state.diamonds).toBe(50)
  })
})

describe('the membership’s states', () => {
  it.each([
    ['vip-none', 'none', null, 0],
    ['vip-active', 'active', 'SVIP', 60],
    ['vip-expiring', 'expiring', 'VIP', 3],
    ['vip-expired', 'expired', 'VIP', 0],
  ] as const)('%s is %s', async (scenario, status, tierName, daysLeft) => {
    const { state } = await memberAs(scenario)
    expect(state.membership).toMatchObject({ status, tierName, daysLeft, autoRenew: { on: false, nextChargeAt: null } })
  })
})

describe('buying and renewing through buy-honor', () => {
  it('buys a tier with 钻石 and the membership becomes active; the end the sheet names is the end the server answers', async () => {
    const { tokens, api, state, tier, option, client } = await memberAs('vip-none')
    const chosen = option('vip', 'vip_90')
    const promised = vipEndAfter(state.membership, 1, chosen, NOW)
    const result = await buyVip(state, client, { tokens, tier: tier('vip'), option: chosen })
    expect(result).toMatchObject({ ok: true, data: { honorID: 1, diamonds: 100_000 - 1600, expireAt: promised } })
    await loadMembership(state, api, tokens)
    expect(state.membership).toMatchObject({ status: 'active', tierName: 'VIP', daysLeft: 90, history: [{ kind: 'bought', days: 90, diamonds: 1600 }] })
  })

  it('renews from the current end, not from now', async () => {
    const { tokens, api, state, tier, option, client } = await memberAs('vip-expiring')
    const end = state.membership!.endAt!
    expect(vipEndAfter(state.membership, 1, option('vip', 'vip_30'), NOW)).toBe(end + 30 * DAY)
    expect(await buyVip(state, client, { tokens, tier: tier('vip'), option: option('vip', 'vip_30') })).toMatchObject({ ok: true, data: { expireAt: end + 30 * DAY } })
    await loadMembership(state, api, tokens)
    expect(state.membership).toMatchObject({ status: 'active', daysLeft: 33, history: [{ kind: 'renewed' }, ...state.membership!.history.slice(1)] })
  })

  it('refuses before sending: an option of another tier, a money option, more than my 钻石, teen mode on', async () => {
    const { tokens, state, tier, option, client, api } = await memberAs('vip-none')
    expect(await buyVip(state, client, { tokens, tier: tier('svip'), option: option('vip', 'vip_30') })).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } })
    expect(await buyVip(state, client, { tokens, tier: tier('vip'), option: option('vip', 'vip_30_cny') })).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } })
    state.diamonds = 100
    expect(await buyVip(state, client, { tokens, tier: tier('vip'), option: option('vip', 'vip_30') })).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_DIAMONDS' } })
    state.diamonds = null
    expect(await buyVip(state, { api, bridge: teenOn() }, { tokens, tier: tier('vip'), option: option('vip', 'vip_30') })).toMatchObject({ ok: false, error: { code: 'TEEN_MODE' } })
    expect(count('POST', '/v1/mall/buy-honor')).toBe(0)
  })

  it('reads the refusals the full response carries: a minor, not enough 钻石, a tier withdrawn, a price changed', async () => {
    const minor = await memberAs('mall-minor')
    expect(await buyVip(minor.state, minor.client, { tokens: minor.tokens, tier: minor.tier('vip'), option: minor.option('vip', 'vip_30') })).toMatchObject({
      ok: false,
      error: { code: 'MINOR', errno: 8304101 },
    })
    const low = await memberAs('mall-low-diamonds')
    const sent = count('POST', '/v1/mall/buy-honor')
    // The tiers brought the balance: short before anything is sent.
    expect(await buyVip(low.state, low.client, { tokens: low.tokens, tier: low.tier('vip'), option: low.option('vip', 'vip_30') })).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_DIAMONDS' },
    })
    expect(count('POST', '/v1/mall/buy-honor')).toBe(sent)
    // The balance forgotten (a reload after a recharge elsewhere): the server's refusal says the same.
    low.state.diamonds = null
    expect(await buyVip(low.state, low.client, { tokens: low.tokens, tier: low.tier('vip'), option: low.option('vip', 'vip_30') })).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_DIAMONDS', errno: 8310001 },
    })
    const withdrawn = await memberAs('mall-withdrawn')
    expect(await buyVip(withdrawn.state, withdrawn.client, { tokens: withdrawn.tokens, tier: withdrawn.tier('xvip'), option: withdrawn.option('xvip', 'xvip_30') })).toMatchObject({
      ok: false,
      error: { code: 'WITHDRAWN' },
    })
    const repriced = await memberAs('mall-price-changed')
    expect(await buyVip(repriced.state, repriced.client, { tokens: repriced.tokens, tier: repriced.tier('vip'), option: repriced.option('vip', 'vip_30') })).toMatchObject({
      ok: false,
      error: { code: 'PRICE_CHANGED' },
    })
  })
})

describe('auto-renew', () => {
  it('is turned on only with the user’s consent to the price, the next charge and how to cancel; the terms are the server’s', async () => {
    const { tokens, state, option, client } = await memberAs('vip-active')
    const svip30 = option('svip', 'svip_30')
    const terms = autoRenewTerms(state.membership!, svip30)!
    expect(terms).toMatchObject({ diamonds: 3000, nextChargeAt: state.membership!.endAt! - DAY, remindAt: state.membership!.endAt! - 6 * DAY, cancelHow: expect.stringContaining('取消自动续费') })
    const partial = { ...CONSENT, howToCancelConfirmed: false } as unknown as AutoRenewConsent
    expect(await setAutoRenew(state, client, { tokens, on: true, option: svip30, consent: partial })).toMatchObject({
      ok: false,
      error: { code: 'AUTO_RENEW_UNCONFIRMED', message: '请先确认自动续费的价格、扣费日期与取消方式' },
    })
    expect(count('POST', '/v1/vip/auto-renew')).toBe(0)
    expect(await setAutoRenew(state, client, { tokens, on: true, option: svip30, consent: CONSENT })).toMatchObject({ ok: true, data: { on: true, optionID: 'svip_30', nextChargeAt: terms.nextChargeAt } })
    expect(state.membership!.autoRenew.on).toBe(true)
  })

  it('is cancelled in one request, whatever else holds', async () => {
    const { tokens, state, api } = await memberAs('vip-auto-renew')
    expect(state.membership!.autoRenew).toMatchObject({ on: true, diamonds: 3000 })
    expect(await setAutoRenew(state, { api, bridge: teenOn() }, { tokens, on: false })).toMatchObject({ ok: true, data: { on: false, nextChargeAt: null } })
    expect(state.membership!.autoRenew.on).toBe(false)
    expect(count('POST', '/v1/vip/auto-renew')).toBe(1)
  })

  it('refuses turning on without a running membership, with a money option, in teen mode; the server refuses another tier’s option', async () => {
    const expired = await memberAs('vip-expired')
    expect(autoRenewTerms(expired.state.membership!, expired.option('vip', 'vip_30'))).toBeNull()
    expect(await setAutoRenew(expired.state, expired.client, { tokens: expired.tokens, on: true, option: expired.option('vip', 'vip_30'), consent: CONSENT })).toMatchObject({
      ok: false,
      error: { code: 'NO_MEMBERSHIP' },
    })
    const active = await memberAs('vip-active')
    expect(await setAutoRenew(active.state, active.client, { tokens: active.tokens, on: true, option: active.option('vip', 'vip_30_cny'), consent: CONSENT })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTION' },
    })
    expect(await setAutoRenew(active.state, { ...active.client, bridge: teenOn() }, { tokens: active.tokens, on: true, option: active.option('svip', 'svip_30'), consent: CONSENT })).toMatchObject({
      ok: false,
      error: { code: 'TEEN_MODE' },
    })
    expect(count('POST', '/v1/vip/auto-renew')).toBe(0)
    expect(await setAutoRenew(active.state, active.client, { tokens: active.tokens, on: true, option: active.option('vip', 'vip_30'), consent: CONSENT })).toMatchObject({
      ok: false,
      error: { code: 'WITHDRAWN', errno: 8310007 },
    })
  })
})

describe('the daily 钻石', () => {
  it('claims once a day; a second claim is “already claimed”, an answer, not an error', async () => {
    const { tokens, state, api } = await memberAs('vip-active')
    expect(await claimVipDaily(state, api, tokens)).toEqual({ ok: true, data: { alreadyClaimed: false, gotDiamonds: 30, diamonds: 100_030 } })
    expect(state.membership!.daily.claimedToday).toBe(true)
    // Another device claimed first: the page shows the claimed state.
    const other = createMallState()
    expect(await claimVipDaily(other, api, tokens)).toEqual({ ok: true, data: { alreadyClaimed: true } })
    expect(other.errors.daily).toBeNull()
  })

  it('a double tap sends one claim', async () => {
    const { tokens, state, api } = await memberAs('vip-active')
    const [first, second] = await Promise.all([claimVipDaily(state, api, tokens), claimVipDaily(state, api, tokens)])
    expect(first).toEqual(second)
    expect(count('POST', '/v1/vip/daily/claim')).toBe(1)
  })

  it('needs a running membership: refused before sending when the membership says so, else by the server', async () => {
    const { tokens, state, api } = await memberAs('vip-expired')
    expect(await claimVipDaily(state, api, tokens)).toMatchObject({ ok: false, error: { code: 'NO_MEMBERSHIP', message: '开通会员后才能使用' } })
    expect(count('POST', '/v1/vip/daily/claim')).toBe(0)
    expect(await claimVipDaily(createMallState(), api, tokens)).toMatchObject({ ok: false, error: { code: 'NO_MEMBERSHIP', errno: 8310011 } })
    const claimed = await memberAs('vip-claimed')
    expect(claimed.state.membership!.daily.claimedToday).toBe(true)
  })
})
