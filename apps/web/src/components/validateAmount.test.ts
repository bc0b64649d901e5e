import { describe, expect, it } from 'vitest'
import { validateAmount } from './validateAmount'

const limits = { minFen: 100, maxFen: 20000 }

describe('validateAmount', () => {
  it('answers the amount in fen when it is within the caller’s limits, both ends included', () => {
    expect(validateAmount('1', limits)).toEqual({ ok: true, value: 100 })
    expect(validateAmount('200.00', limits)).toEqual({ ok: true, value: 20000 })
  })

  it('names the limit the amount falls outside, from the caller’s numbers', () => {
    expect(validateAmount('0.99', limits)).toEqual({ ok: false, message: '金额不能少于1.00元' })
    expect(validateAmount('200.01', limits)).toEqual({ ok: false, message: '金额不能超过200.00元' })
    expect(validateAmount('0.01', { minFen: 1, maxFen: 5 })).toEqual({ ok: true, value: 1 })
    expect(validateAmount('0.06', { minFen: 1, maxFen: 5 })).toEqual({ ok: false, message: '金额不能超过0.05元' })
  })

  it.each([
    ['', '请输入金额'],
    ['1e3', '请输入正确的金额'],
    ['-5', '请输入正确的金额'],
    ['1.005', '金额最多两位小数'],
  ])('refuses %j with %s', (text, message) => {
    expect(validateAmount(text, limits)).toEqual({ ok: false, message })
  })
})
