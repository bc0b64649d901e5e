import { describe, expect, it } from 'vitest'
import { validateSmsCode } from './validateSmsCode'

describe('validateSmsCode', () => {
  it('takes exactly the asked number of digits', () => {
    expect(validateSmsCode('012345', 6)).toEqual({ ok: true, value: '012345' })
    expect(validateSmsCode('0123', 4)).toEqual({ ok: true, value: '0123' })
  })

  it('asks for the code, then for the right length', () => {
    expect(validateSmsCode('', 6)).toEqual({ ok: false, message: '请输入验证码' })
    expect(validateSmsCode('12345', 6)).toEqual({ ok: false, message: '请输入6位验证码' })
    expect(validateSmsCode('1234567', 6)).toEqual({ ok: false, message: '请输入6位验证码' })
    expect(validateSmsCode('12345a', 6)).toEqual({ ok: false, message: '请输入6位验证码' })
  })
})
