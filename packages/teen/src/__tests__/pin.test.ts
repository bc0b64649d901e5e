import { describe, expect, it } from 'vitest'
import { isValidPin } from '..'

describe('isValidPin', () => {
  it.each(['0000', '1234', '9876'])('accepts %s', (pin) => expect(isValidPin(pin)).toBe(true))
  it.each(['', '123', '12345', '12a4', '１２３４', ' 1234'])('rejects %j', (pin) => expect(isValidPin(pin)).toBe(false))
})
