import type { FieldCheck } from './FieldCheck'
import { toHalfWidth } from '@h5/format'

/** A mainland China mobile number: 11 digits, 1 then 3–9 (the number segments in use). */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
/** Spaces and hyphens people type or paste between groups (`138 0013 8000`, `138-0013-8000`). */
const SEPARATORS = /[\s-]/g

/**
 * A typed mainland mobile number, answered as its 11 digits.
 *
 * @example
 * validateMobile('138 0013 8000') // { ok: true, value: '13800138000' }
 * validateMobile('12800138000') // { ok: false, message: '请输入正确的手机号' }
 */
export function validateMobile(text: string): FieldCheck<string> {
  const digits = toHalfWidth(text).replace(SEPARATORS, '')
  if (digits === '') return { ok: false, message: '请输入手机号' }
  if (!MAINLAND_MOBILE.test(digits)) return { ok: false, message: '请输入正确的手机号' }
  return { ok: true, value: digits }
}
