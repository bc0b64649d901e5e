import { describe, expect, it } from 'vitest'
import { validateIdNumber } from './validateIdNumber'

// Sample numbers whose check characters follow GB 11643 (the standard's own example ends in X).
describe('validateIdNumber', () => {
  it.each([
    ['11010519491231002X', '11010519491231002X'],
    ['11010519491231002x', '11010519491231002X'],
    ['１１０１０５１９４９１２３１００２ｘ', '11010519491231002X'],
    ['440524188001010014', '440524188001010014'],
    ['110101 19900307 4477', '110101199003074477'],
  ])('takes %j as %s', (text, value) => {
    expect(validateIdNumber(text)).toEqual({ ok: true, value })
  })

  it('refuses a wrong check character', () => {
    expect(validateIdNumber('110105194912310021')).toEqual({ ok: false, message: '身份证号有误，请核对后重新输入' })
    expect(validateIdNumber('11010119900307447X')).toEqual({ ok: false, message: '身份证号有误，请核对后重新输入' })
  })

  it('refuses a birth date that is no calendar day, even with a fitting check character', () => {
    // 1990-02-30, with the check character GB 11643 gives its first 17 digits.
    expect(validateIdNumber(withCheck('11010119900230447'))).toEqual({
      ok: false,
      message: '身份证号有误，请核对后重新输入',
    })
    // 1900-02-29: 1900 was not a leap year; 2000-02-29 was.
    expect(validateIdNumber(withCheck('11010119000229001')).ok).toBe(false)
    expect(validateIdNumber(withCheck('11010120000229001')).ok).toBe(true)
  })

  it('refuses the 15-digit old form with its own message', () => {
    expect(validateIdNumber('110105491231002')).toEqual({ ok: false, message: '不支持15位旧身份证号，请输入18位身份证号' })
  })

  it.each(['', '  '])('asks for the number when %j is typed', (text) => {
    expect(validateIdNumber(text)).toEqual({ ok: false, message: '请输入身份证号' })
  })

  it.each(['1101051949123100', '1101051949123100201', '11010519491231002Y', 'X10105194912310021'])(
    'asks for 18 characters for %j',
    (text) => {
      expect(validateIdNumber(text)).toEqual({ ok: false, message: '请输入18位身份证号' })
    },
  )
})

/** The first 17 characters with the check character GB 11643 gives them (a second implementation, for tests). */
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17[index]), 0)
  return first17 + '10X98765432'.charAt(sum % 11)
}
