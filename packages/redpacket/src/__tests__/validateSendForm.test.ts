import { describe, expect, it } from 'vitest'
import { DEFAULT_GREETING, MAX_COUNT, MAX_GREETING_LENGTH, validateSendForm } from '..'

describe('validateSendForm', () => {
  it('gives the amount in fen, the count as a number and the trimmed greeting', () => {
    expect(validateSendForm({ amount: ' 8.88 ', count: ' 4 ', greeting: '  新年快乐 ' })).toEqual({
      ok: true,
      value: { amountFen: 888, count: 4, greeting: '新年快乐' },
    })
  })

  it.each([
    ['an empty', ''],
    ['a blank', '   '],
    ['a missing', undefined],
  ])('fills in the default greeting for %s greeting', (_label, greeting) => {
    const result = validateSendForm({ amount: '1', count: 1, greeting })
    expect(result).toEqual({ ok: true, value: { amountFen: 100, count: 1, greeting: DEFAULT_GREETING } })
    expect(DEFAULT_GREETING).toBe('恭喜发财，大吉大利')
  })

  it.each([
    ['0.01', 1, 1],
    ['1', 100, 100],
    ['0.1', 10, 10],
    ['88.88', 1, 8888],
    [8.8, 2, 880],
    // Full-width digits read as the kit's other fields read them (@h5/format's parseYuanToFen).
    ['１', 1, 100],
  ])('accepts %s yuan in %i shares (%i fen)', (amount, count, fen) => {
    expect(validateSendForm({ amount, count })).toMatchObject({ ok: true, value: { amountFen: fen, count } })
  })

  it.each([
    ['', '请输入红包金额'],
    ['  ', '请输入红包金额'],
    ['1.005', '请输入正确的金额，最多两位小数'],
    ['abc', '请输入正确的金额，最多两位小数'],
    ['-1', '请输入正确的金额，最多两位小数'],
    ['+1', '请输入正确的金额，最多两位小数'],
    ['1e3', '请输入正确的金额，最多两位小数'],
    ['.5', '请输入正确的金额，最多两位小数'],
    ['01', '请输入正确的金额，最多两位小数'],
    ['0', '单个红包金额不能低于0.01元'],
    ['0.00', '单个红包金额不能低于0.01元'],
  ])('refuses the amount %j with %s', (amount, message) => {
    expect(validateSendForm({ amount, count: 1 })).toEqual({ ok: false, errors: { amount: message } })
  })

  it('refuses a float sum that is not two decimals, rather than rounding it', () => {
    expect(validateSendForm({ amount: 0.1 + 0.2, count: 1 })).toMatchObject({ ok: false, errors: { amount: expect.any(String) } })
  })

  it('refuses less than 0.01 yuan per share, as the backend does', () => {
    expect(validateSendForm({ amount: '0.05', count: 6 })).toEqual({
      ok: false,
      errors: { amount: '单个红包金额不能低于0.01元' },
    })
    expect(validateSendForm({ amount: '0.06', count: 6 }).ok).toBe(true)
  })

  it.each([
    ['', '请输入红包个数'],
    ['0', '红包个数须为1到100的整数'],
    [0, '红包个数须为1到100的整数'],
    [MAX_COUNT + 1, '红包个数须为1到100的整数'],
    ['1.5', '红包个数须为1到100的整数'],
    [1.5, '红包个数须为1到100的整数'],
    ['-1', '红包个数须为1到100的整数'],
    ['1e1', '红包个数须为1到100的整数'],
    ['abc', '红包个数须为1到100的整数'],
  ])('refuses the count %j with %s', (count, message) => {
    expect(validateSendForm({ amount: '1000', count })).toEqual({ ok: false, errors: { count: message } })
  })

  it('counts the greeting in characters (code points), 25 at most', () => {
    expect(MAX_GREETING_LENGTH).toBe(25)
    expect(validateSendForm({ amount: '1', count: 1, greeting: '福'.repeat(25) }).ok).toBe(true)
    expect(validateSendForm({ amount: '1', count: 1, greeting: '😀'.repeat(25) }).ok).toBe(true)
    expect(validateSendForm({ amount: '1', count: 1, greeting: '福'.repeat(26) })).toEqual({
      ok: false,
      errors: { greeting: '祝福语不能超过25个字' },
    })
  })

  it('names every wrong field at once', () => {
    expect(validateSendForm({ amount: 'x', count: '0', greeting: '长'.repeat(30) })).toEqual({
      ok: false,
      errors: {
        amount: '请输入正确的金额，最多两位小数',
        count: '红包个数须为1到100的整数',
        greeting: '祝福语不能超过25个字',
      },
    })
  })
})
