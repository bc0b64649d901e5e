import { describe, expect, it } from 'vitest'
import { cashoutGate, checkWithdrawalAmount, formatFen, previewWithdrawal, withdrawableFen } from '..'
import type { CashoutInfo } from '@h5/api'

const INFO: CashoutInfo = {
  availableFen: 128_800,
  minFen: 1000,
  maxFen: 100_000,
  feeRateBp: 300,
  minFeeFen: 10,
  realNameVerified: true,
  phoneBound: true,
  channel: { channel: 'wechat', bound: true, nickName: '阿星' },
  window: { open: true, startDay: 1, endDay: 5, opensAt: 0, closesAt: 1 },
  timesPerMonth: 3,
  timesLeft: 1,
  arrivalDays: 3,
  verifyBy: 'sms',
  maskedPhone: '138****8000',
}

describe('cashoutGate', () => {
  it('names the first gate that blocks, in order: real name, phone, WeChat, window, times', () => {
    const none = { ...INFO, realNameVerified: false, phoneBound: false, channel: { ...INFO.channel, bound: false }, window: { ...INFO.window, open: false }, timesLeft: 0 }
    expect(cashoutGate(none)).toBe('realName')
    expect(cashoutGate({ ...none, realNameVerified: true })).toBe('phone')
    expect(cashoutGate({ ...none, realNameVerified: true, phoneBound: true })).toBe('wechat')
    expect(cashoutGate({ ...none, realNameVerified: true, phoneBound: true, channel: INFO.channel })).toBe('window')
    expect(cashoutGate({ ...INFO, timesLeft: 0 })).toBe('times')
    expect(cashoutGate(INFO)).toBeNull()
  })

  it('blocks with `balance` when less is available than the minimum of one withdrawal: no amount could succeed', () => {
    expect(cashoutGate({ ...INFO, availableFen: 500 })).toBe('balance')
    expect(cashoutGate({ ...INFO, availableFen: 1000 })).toBeNull()
    expect(cashoutGate({ ...INFO, availableFen: 500, timesLeft: 0 })).toBe('times')
  })
})

describe('previewWithdrawal', () => {
  it('takes the server rate of the amount, halves rounded up, in whole fen', () => {
    expect(previewWithdrawal(INFO, 10_000)).toEqual({ amountFen: 10_000, feeFen: 300, arrivalFen: 9700 })
    // 1050 × 3% = 31.5 fen: 32.
    expect(previewWithdrawal(INFO, 1050)).toEqual({ amountFen: 1050, feeFen: 32, arrivalFen: 1018 })
    // 1049 × 3% = 31.47 fen: 31.
    expect(previewWithdrawal(INFO, 1049).feeFen).toBe(31)
  })

  it('takes at least the minimum fee, and never more than the amount', () => {
    expect(previewWithdrawal(INFO, 200).feeFen).toBe(10)
    expect(previewWithdrawal({ feeRateBp: 0, minFeeFen: 500 }, 300)).toEqual({ amountFen: 300, feeFen: 300, arrivalFen: 0 })
    expect(previewWithdrawal({ feeRateBp: 0, minFeeFen: 0 }, 99_999)).toEqual({ amountFen: 99_999, feeFen: 0, arrivalFen: 99_999 })
  })
})

describe('checkWithdrawalAmount', () => {
  it('refuses nothing typed, below the minimum, above the balance and above the maximum', () => {
    expect(checkWithdrawalAmount(INFO, null)).toBe('INVALID_AMOUNT')
    expect(checkWithdrawalAmount(INFO, 0)).toBe('INVALID_AMOUNT')
    expect(checkWithdrawalAmount(INFO, 999)).toBe('BELOW_MINIMUM')
    expect(checkWithdrawalAmount(INFO, 1000)).toBeNull()
    expect(checkWithdrawalAmount(INFO, 100_000)).toBeNull()
    expect(checkWithdrawalAmount(INFO, 100_001)).toBe('ABOVE_MAXIMUM')
    expect(checkWithdrawalAmount({ ...INFO, availableFen: 5000 }, 5001)).toBe('ABOVE_BALANCE')
  })

  it('offers at most the balance within the maximum', () => {
    expect(withdrawableFen(INFO)).toBe(100_000)
    expect(withdrawableFen({ ...INFO, availableFen: 5000 })).toBe(5000)
  })
})

describe('formatFen', () => {
  it('shows yuan with two decimals and separators', () => {
    expect(formatFen(0)).toBe('0.00')
    expect(formatFen(5)).toBe('0.05')
    expect(formatFen(128_800)).toBe('1,288.00')
    expect(formatFen(99_999_999_999)).toBe('999,999,999.99')
  })

  it('is @h5/format’s formatFen: anything not a whole number of fen is --, a negative amount keeps its sign', () => {
    expect([formatFen(Number.NaN), formatFen(Number.POSITIVE_INFINITY), formatFen(0.5)]).toEqual(['--', '--', '--'])
    expect(formatFen(-128_850)).toBe('-1,288.50')
  })
})
