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

describe('validateAmount with whole yuan only', () => {
  const recharge = { minFen: 100, maxFen: 500_000, wholeYuan: true }

  it('takes whole yuan, written with or without zero decimals', () => {
    expect(validateAmount('10', recharge)).toEqual({ ok: true, value: 1000 })
    expect(validateAmount('10.00', recharge)).toEqual({ ok: true, value: 1000 })
    expect(validateAmount('５０００', recharge)).toEqual({ ok: true, value: 500_000 })
  })

  it.each(['10.99', '10.5', '0.5', '1.01', '10.999'])('refuses %j: fen below a yuan would buy nothing', (text) => {
    expect(validateAmount(text, recharge)).toEqual({ ok: false, message: '请输入整数金额' })
  })

  it('narrows the server’s limits to the whole yuan inside them, and says them in yuan', () => {
    const odd = { minFen: 150, maxFen: 99_999, wholeYuan: true }
    expect(validateAmount('1', odd)).toEqual({ ok: false, message: '金额不能少于2元' })
    expect(validateAmount('2', odd)).toEqual({ ok: true, value: 200 })
    expect(validateAmount('999', odd)).toEqual({ ok: true, value: 99_900 })
    expect(validateAmount('1000', odd)).toEqual({ ok: false, message: '金额不能超过999元' })
  })

  it('refuses 012 as every other field and hint does', () => {
    expect(validateAmount('012', recharge)).toEqual({ ok: false, message: '请输入正确的金额' })
  })
})
