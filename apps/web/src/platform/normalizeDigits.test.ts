import { describe, expect, it } from 'vitest'
import { normalizeDigits, type NormalizeDigitsOptions } from './normalizeDigits'

describe('normalizeDigits', () => {
  it.each<[string, NormalizeDigitsOptions, string]>([
    // the non-digits go first, then the cut.
    ['PIN: 0427', { maxLength: 4 }, '0427'],
    ['04-27', { maxLength: 4 }, '0427'],
    ['０４２７', { maxLength: 4 }, '0427'],
    ['04271234', { maxLength: 4 }, '0427'],
    ['PIN: 0427 (do not share)', { maxLength: 4 }, '0427'],
    // An SMS code pasted with its message: the digits after the code are cut.
    ['【直播】验证码：123456，5分钟内有效', { maxLength: 6 }, '123456'],
    // A phone number as people write it.
    ['138 0013 8000', { maxLength: 11 }, '13800138000'],
    ['１３８－００１３－８０００', { maxLength: 11 }, '13800138000'],
    // No length: every digit stays (a count whose limit the form's check names).
    ['5个', {}, '5'],
    ['1000', {}, '1000'],
    ['', { maxLength: 4 }, ''],
    ['abc', { maxLength: 4 }, ''],
    // Other scripts' digits are not what a backend reads.
    ['①٤४', {}, ''],
  ])('keeps the digits of %j (%j): %j', (text, options, expected) => {
    expect(normalizeDigits(text, options)).toBe(expected)
  })

  describe('with the ID-number check character', () => {
    const ID = { maxLength: 18, checkX: true }
    it.each([
      ['11010519491231002x', '11010519491231002X'],
      ['11010519491231002X', '11010519491231002X'],
      ['１１０１０５１９４９１２３１００２ｘ', '11010519491231002X'],
      ['110105 19491231 002X', '11010519491231002X'],
      ['110105194912310021', '110105194912310021'],
      // Typed one by one, an X before the 18th place is not a check character.
      ['X1101', '1101'],
      ['1101051949123100X2', '11010519491231002'],
      ['11010519491231002XX', '11010519491231002X'],
      ['11010519491231002X1', '11010519491231002X'],
      // The old 15-digit form has no check character.
      ['110105491231002', '110105491231002'],
    ])('keeps %j as %j', (text, expected) => {
      expect(normalizeDigits(text, ID)).toBe(expected)
    })

    it('drops an X without the option', () => {
      expect(normalizeDigits('11010519491231002X', { maxLength: 18 })).toBe('11010519491231002')
    })
  })
})
