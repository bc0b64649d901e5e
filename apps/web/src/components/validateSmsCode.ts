import type { FieldCheck } from './FieldCheck'

/**
 * A typed SMS verification code: exactly `length` ASCII digits (the field drops everything else as it is typed).
 *
 * @example
 * validateSmsCode('123456', 6) // { ok: true, value: '123456' }
 * validateSmsCode('123', 6) // { ok: false, message: '请输入6位验证码' }
 */
export function validateSmsCode(text: string, length: number): FieldCheck<string> {
  if (text === '') return { ok: false, message: '请输入验证码' }
  if (text.length !== length || !/^\d+$/.test(text)) return { ok: false, message: `请输入${length}位验证码` }
  return { ok: true, value: text }
}
