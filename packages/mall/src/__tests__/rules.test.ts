import type { Membership, PriceOption } from '@h5/api'
import { describe, expect, it } from 'vitest'
import { autoRenewTerms, checkBuyingAllowed, diamondPrice, ledgerMonth, moneyPrice, pricePerDay, readNumberSearch, shownID, vipEndAfter } from '..'
import { nativeWith, teenOff, teenOn } from './native'

/** The mall's pure rules: prices, dates, the search, the ID shown, and teen mode's question. */
const DAY = 24 * 60 * 60_000
const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)
const month: PriceOption = { optionID: 'vip_30', days: 30, label: '1个月', currency: 'diamond', diamonds: 600 }
const money: PriceOption = { optionID: 'vip_30_cny', days: 30, label: '1个月', currency: 'cny', priceFen: 3000, productID: 'vip_month' }
const forever: PriceOption = { optionID: 'num_forever', days: null, label: '永久', currency: 'diamond', diamonds: 88_000 }

describe('prices', () => {
  it('buys with 钻石 only a whole, non-negative 钻石 price', () => {
    expect(diamondPrice(month)).toBe(600)
    expect(diamondPrice(money)).toBeNull()
    expect(diamondPrice({ ...month, diamonds: -1 })).toBeNull()
    expect(diamondPrice({ ...month, diamonds: Number.NaN })).toBeNull()
  })

  it('orders a money option by its product and a whole price in fen of more than 0, and nothing else', () => {
    expect(moneyPrice(money)).toEqual({ productID: 'vip_month', priceFen: 3000 })
    expect(moneyPrice(month)).toBeNull()
    expect(moneyPrice({ ...money, priceFen: 0 })).toBeNull()
    expect(moneyPrice({ ...money, priceFen: 29.5 })).toBeNull()
    expect(moneyPrice({ ...money, productID: ' ' })).toBeNull()
  })

  it('says the price a day, rounded up, in the option’s own unit', () => {
    expect(pricePerDay(month)).toEqual({ currency: 'diamond', amount: 20 })
    expect(pricePerDay({ ...month, diamonds: 1600, days: 90 })).toEqual({ currency: 'diamond', amount: 18 })
    expect(pricePerDay(money)).toEqual({ currency: 'cny', amount: 100 })
    expect(pricePerDay(forever)).toBeNull()
  })
})

describe('the end after a purchase, and the terms of auto-renew', () => {
  const running: Pick<Membership, 'status' | 'tier' | 'endAt'> = { status: 'expiring', tier: 1, endAt: NOW + 3 * DAY }

  it('renewing the running tier extends from its end; another tier, or none, from now', () => {
    expect(vipEndAfter(running, 1, month, NOW)).toBe(NOW + 33 * DAY)
    expect(vipEndAfter(running, 2, month, NOW)).toBe(NOW + 30 * DAY)
    expect(vipEndAfter({ status: 'expired', tier: 1, endAt: NOW - DAY }, 1, month, NOW)).toBe(NOW + 30 * DAY)
    expect(vipEndAfter(null, 1, month, NOW)).toBe(NOW + 30 * DAY)
    expect(vipEndAfter(running, 1, forever, NOW)).toBeNull()
  })

  it('states the charge, its date and the reminder from the server’s rules', () => {
    const autoRenew = { on: false, optionID: null, diamonds: null, nextChargeAt: null, chargeDaysBeforeEnd: 1, remindDaysBefore: 5, cancelHow: '在我的会员页取消' }
    expect(autoRenewTerms({ ...running, autoRenew }, month)).toEqual({ diamonds: 600, nextChargeAt: NOW + 2 * DAY, remindAt: NOW - 3 * DAY, cancelHow: '在我的会员页取消' })
    expect(autoRenewTerms({ ...running, autoRenew }, money)).toBeNull()
    expect(autoRenewTerms({ status: 'none', endAt: null, autoRenew }, month)).toBeNull()
  })
})

describe('pretty numbers', () => {
  it('reads a search as plain digits, full-width made plain and blanks dropped', () => {
    expect(readNumberSearch(' ５２０ ')).toEqual({ ok: true, data: '520' })
    expect(readNumberSearch('1314 520')).toEqual({ ok: true, data: '1314520' })
    for (const bad of ['', '52a', '1234567890123', '-1']) expect(readNumberSearch(bad)).toMatchObject({ ok: false, error: { code: 'INVALID_DIGITS' } })
  })

  it('shows the number worn, else the original ID', () => {
    const item = { goodsID: 'num_520', number: '520', expireAt: null, worn: false }
    expect(shownID({ originalID: 20001, items: [item] })).toBe('20001')
    expect(shownID({ originalID: 20001, items: [item, { ...item, goodsID: 'num_8888', number: '8888', worn: true }] })).toBe('8888')
  })
})

describe('the ledger’s month', () => {
  it('is the month in China time, whatever the phone’s zone', () => {
    expect(ledgerMonth(Date.UTC(2026, 10, 30, 15, 59))).toBe('2026-11')
    expect(ledgerMonth(Date.UTC(2026, 10, 30, 16, 0))).toBe('2026-12')
    expect(ledgerMonth(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01')
  })
})

describe('teen mode’s question, the one every purchase asks', () => {
  it('allows with teen mode off or outside the app, refuses with it on, and never lets a purchase through unanswered', async () => {
    expect(await checkBuyingAllowed(teenOff())).toEqual({ ok: true, data: undefined })
    expect(await checkBuyingAllowed(teenOn())).toMatchObject({ ok: false, error: { code: 'TEEN_MODE' } })
    expect(await checkBuyingAllowed(nativeWith({ teenagerCanUse: () => ({ errcode: 999, errmsg: 'old' }) as never }))).toMatchObject({ ok: false, error: { code: 'OUTDATED_APP' } })
    const outside = { call: () => Promise.reject(Object.assign(new Error('not in app'), { errcode: 998 })) }
    expect(await checkBuyingAllowed(outside)).toEqual({ ok: true, data: undefined })
  })
})
