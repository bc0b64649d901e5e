import { describe, expect, it } from 'vitest'
import { isValidPin, pinDigits, PIN_LENGTH } from '..'

describe('isValidPin', () => {
  it('wants four digits', () => expect(PIN_LENGTH).toBe(4))
  it.each(['0000', '1234', '9876'])('accepts %s', (pin) => expect(isValidPin(pin)).toBe(true))
  it.each(['', '123', '12345', '12a4', '１２３４', ' 1234', '1234\n', '٣٤٥٦', '12.3', '-123'])('rejects %j', (pin) =>
    expect(isValidPin(pin)).toBe(false),
  )
})

describe('pinDigits', () => {
  it.each([
    ['1234', '1234'],
    ['12a3 4', '1234'],
    ['123456', '1234'],
    ['１２３', ''],
    ['', ''],
    ['9', '9'],
  ])('keeps the ASCII digits of %j: %j', (input, kept) => expect(pinDigits(input)).toBe(kept))
})
