import { describe, expect, it } from 'vitest'
import { capReminder, checkChoice, diamondsOf, formatYuan, moneyToFen, readOffer, RechargeErrorCode, type RechargeOffer } from '..'

const offer: RechargeOffer = {
  packages: [{ packageID: 'd60', diamonds: 60, bonus: 0, priceFen: 600, tag: '' }],
  custom: { minFen: 100, maxFen: 500_000, diamondsPerYuan: 10 },
  caps: { dailyLimitFen: 500_000, dailyUsedFen: 490_000, monthlyLimitFen: 5_000_000, monthlyUsedFen: 0, remindBelowFen: 50_000 },
}

describe('money', () => {
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

  it.each([['1.001'], ['-1'], [''], ['1e3'], [null], [Number.NaN], [{}]])('refuses %s', (value) => {
    expect(moneyToFen(value)).toBeNull()
  })

  it('shows fen as yuan with two decimals', () => {
    expect([formatYuan(0), formatYuan(5), formatYuan(680), formatYuan(64_800)]).toEqual(['0.00', '0.05', '6.80', '648.00'])
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
  it('reads the server’s yuan into fen and leaves out unreadable packages', () => {
    const read = readOffer({
      packages: [{ packageID: 'd60', diamonds: 60, bonus: 0, price: '6.00', tag: '首充' }, { packageID: 'x', diamonds: 'many', price: 1 }, null],
      custom: { min: 1, max: '5000', diamondsPerYuan: 10 },
      caps: { dailyLimit: '5000.00', dailyUsed: 0, monthlyLimit: 50000, monthlyUsed: '0', remindBelow: '500' },
    })
    expect(read).toEqual({
      packages: [{ packageID: 'd60', diamonds: 60, bonus: 0, priceFen: 600, tag: '首充' }],
      custom: { minFen: 100, maxFen: 500_000, diamondsPerYuan: 10 },
      caps: { dailyLimitFen: 500_000, dailyUsedFen: 0, monthlyLimitFen: 5_000_000, monthlyUsedFen: 0, remindBelowFen: 50_000 },
    })
  })

  it('refuses an offer without readable caps', () => {
    expect(() => readOffer({ packages: [], custom: null, caps: { dailyLimit: 'x' } })).toThrow()
  })
})
