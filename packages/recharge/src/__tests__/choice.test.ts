import { describe, expect, it } from 'vitest'
import { capReminder, checkChoice, diamondsOf, formatYuan, moneyToFen, readOffer, RechargeErrorCode, type RechargeOffer } from '..'
import { readOrder } from '../readOrder'

const offer: RechargeOffer = {
  packages: [{ packageID: 'd60', diamonds: 60, bonus: 0, priceFen: 600, tag: '' }],
  custom: { minFen: 100, maxFen: 500_000, diamondsPerYuan: 10 },
  caps: { dailyLimitFen: 500_000, dailyUsedFen: 490_000, monthlyLimitFen: 5_000_000, monthlyUsedFen: 0, remindBelowFen: 50_000 },
}

describe('money the user types', () => {
  it.each([
    ['6', 600],
    ['6.8', 680],
    ['0.01', 1],
    [128, 12_800],
    [1.5, 150],
    ['999999999.99', 99_999_999_999],
  ] as const)('reads %s yuan as %s fen', (yuan, fen) => {
    expect(moneyToFen(yuan)).toBe(fen)
  })

  it.each([['1.001'], ['-1'], [''], ['1e3'], ['012'], [null], [Number.NaN], [{}]])('refuses %s', (value) => {
    expect(moneyToFen(value)).toBeNull()
  })

  it('shows fen as yuan with two decimals', () => {
    expect([formatYuan(0), formatYuan(5), formatYuan(680), formatYuan(64_800)]).toEqual(['0.00', '0.05', '6.80', '648.00'])
  })

  it('is @h5/format’s formatFen: a negative amount keeps its sign on the whole of it, anything not fen is --', () => {
    expect([formatYuan(-50), formatYuan(-150)]).toEqual(['-0.50', '-1.50'])
    expect([formatYuan(Number.NaN), formatYuan(1.5)]).toEqual(['--', '--'])
  })
})

describe('the checks before an order', () => {
  it('credits a package’s bonus and whole yuan of a custom amount', () => {
    expect(diamondsOf({ kind: 'package', pack: { ...offer.packages[0]!, bonus: 6 } }, offer.custom)).toBe(66)
    expect(diamondsOf({ kind: 'custom', amountFen: 8850 }, offer.custom)).toBe(880)
  })

  it('refuses a custom amount outside the limits, or any when custom amounts are off', () => {
    expect(checkChoice(offer, { kind: 'custom', amountFen: 99 })?.code).toBe(RechargeErrorCode.AMOUNT_OUT_OF_RANGE)
    expect(checkChoice({ ...offer, caps: { ...offer.caps, dailyUsedFen: 0 } }, { kind: 'custom', amountFen: 500_001 })?.code).toBe(RechargeErrorCode.AMOUNT_OUT_OF_RANGE)
    expect(checkChoice({ ...offer, custom: null }, { kind: 'custom', amountFen: 600 })?.code).toBe(RechargeErrorCode.AMOUNT_OUT_OF_RANGE)
    expect(checkChoice(offer, { kind: 'custom', amountFen: 100 })).toBeNull()
  })

  it('refuses an amount over what is left of the daily, then the monthly cap', () => {
    expect(checkChoice(offer, { kind: 'custom', amountFen: 10_000 })).toBeNull()
    expect(checkChoice(offer, { kind: 'custom', amountFen: 10_001 })?.code).toBe(RechargeErrorCode.DAILY_CAP)
    const monthly = { ...offer, caps: { ...offer.caps, dailyUsedFen: 0, monthlyUsedFen: 4_999_000 } }
    expect(checkChoice(monthly, { kind: 'custom', amountFen: 1001 })?.code).toBe(RechargeErrorCode.MONTHLY_CAP)
  })

  it('reminds near the tighter cap only', () => {
    expect(capReminder(offer.caps)).toEqual({ cap: 'daily', leftFen: 10_000 })
    expect(capReminder({ ...offer.caps, dailyUsedFen: 0 })).toBeNull()
    expect(capReminder({ ...offer.caps, dailyUsedFen: 0, monthlyUsedFen: 4_990_000 })).toEqual({ cap: 'monthly', leftFen: 10_000 })
  })
})

describe('readOffer', () => {
  it('reads the server’s integer fen and leaves out unreadable packages', () => {
    const read = readOffer({
      packages: [
        { packageID: 'd60', diamonds: 60, bonus: 0, priceFen: 600, tag: '首充' },
        { packageID: 'x', diamonds: 'many', priceFen: 100 },
        { packageID: 'yuan', diamonds: 60, bonus: 0, priceFen: '6.00' },
        { packageID: 'half', diamonds: 60, bonus: 0, priceFen: 600.5 },
        { packageID: 'old', diamonds: 60, bonus: 0, price: '6.00' },
        null,
      ],
      custom: { minFen: 100, maxFen: 500_000, diamondsPerYuan: 10 },
      caps: { dailyLimitFen: 500_000, dailyUsedFen: 0, monthlyLimitFen: 5_000_000, monthlyUsedFen: 0, remindBelowFen: 50_000 },
    })
    expect(read).toEqual({
      packages: [{ packageID: 'd60', diamonds: 60, bonus: 0, priceFen: 600, tag: '首充' }],
      custom: { minFen: 100, maxFen: 500_000, diamondsPerYuan: 10 },
      caps: { dailyLimitFen: 500_000, dailyUsedFen: 0, monthlyLimitFen: 5_000_000, monthlyUsedFen: 0, remindBelowFen: 50_000 },
    })
  })

  it('turns custom amounts off when their limits are not integer fen', () => {
    const caps = { dailyLimitFen: 1, dailyUsedFen: 0, monthlyLimitFen: 1, monthlyUsedFen: 0, remindBelowFen: 0 }
    expect(readOffer({ packages: [], custom: { minFen: '1', maxFen: 500_000, diamondsPerYuan: 10 }, caps }).custom).toBeNull()
    expect(readOffer({ packages: [], custom: { min: 1, max: 5000, diamondsPerYuan: 10 }, caps }).custom).toBeNull()
  })

  it.each([
    ['a yuan string', { dailyLimitFen: '5000.00' }],
    ['a negative amount', { dailyLimitFen: -1 }],
    ['fractional fen', { dailyLimitFen: 0.5 }],
    ['an unsafe integer', { dailyLimitFen: 2 ** 53 }],
    ['the old yuan fields', { dailyLimit: '5000.00', dailyLimitFen: undefined }],
  ])('refuses caps with %s as REQUEST_FAILED', (_name, change) => {
    const caps: Record<string, unknown> = { dailyLimitFen: 500_000, dailyUsedFen: 0, monthlyLimitFen: 5_000_000, monthlyUsedFen: 0, remindBelowFen: 50_000 }
    Object.assign(caps, change)
    expect(() => readOffer({ packages: [], custom: null, caps })).toThrow(expect.objectContaining({ code: RechargeErrorCode.REQUEST_FAILED }))
  })
})

describe('readOrder', () => {
  it('reads the price in integer fen', () => {
    expect(readOrder({ orderID: 'wx_1', status: 'paid', diamonds: 700, priceFen: 6800 })).toEqual({ orderID: 'wx_1', status: 'paid', diamonds: 700, priceFen: 6800 })
  })

  it.each([['6.80'], [-1], [68.5], [undefined]])('refuses a price of %s as REQUEST_FAILED', (priceFen) => {
    expect(() => readOrder({ orderID: 'wx_1', status: 'paid', diamonds: 700, priceFen })).toThrow(expect.objectContaining({ code: RechargeErrorCode.REQUEST_FAILED }))
  })
})
