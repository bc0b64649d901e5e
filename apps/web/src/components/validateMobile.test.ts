import { describe, expect, it } from 'vitest'
import { validateMobile } from './validateMobile'

describe('validateMobile', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['19912345678', '19912345678'],
    ['138 0013 8000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['１３８００１３８０００', '13800138000'],
  ])('takes %j as %s', (text, value) => {
    expect(validateMobile(text)).toEqual({ ok: true, value })
  })

  it('asks for a number when nothing is typed', () => {
    expect(validateMobile('  ')).toEqual({ ok: false, message: '请输入手机号' })
  })

  it.each(['12800138000', '10800138000', '1380013800', '138001380001', '23800138000', '+8613800138000', '1380013800a'])(
    'refuses %j',
    (text) => {
      expect(validateMobile(text)).toEqual({ ok: false, message: '请输入正确的手机号' })
    },
  )
})
