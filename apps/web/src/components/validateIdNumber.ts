import type { FieldCheck } from './FieldCheck'
import { toHalfWidth } from '../platform/toHalfWidth'

/** GB 11643-1999: the weight of each of the first 17 digits in the check sum. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
/** GB 11643-1999: the check character for each remainder of the sum modulo 11. */
const CHECK_CHARACTERS = '10X98765432'

const EIGHTEEN = /^\d{17}[\dX]$/
/** The first-generation card's 15 digits: still valid in law, but the services we call take 18 only. */
const FIFTEEN = /^\d{15}$/

/** The check character GB 11643 gives the first 17 digits. */
function checkCharacter(first17: string): string {
  let sum = 0
  for (let index = 0; index < WEIGHTS.length; index += 1) sum += Number(first17[index]) * (WEIGHTS[index] ?? 0)
  return CHECK_CHARACTERS.charAt(sum % 11)
}

/** Digits 7–14 are the birth date YYYYMMDD: a real calendar day (29 February only in a leap year). */
function hasRealBirthDate(id: string): boolean {
  const year = Number(id.slice(6, 10))
  const month = Number(id.slice(10, 12))
  const day = Number(id.slice(12, 14))
  if (year < 1800 || month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A typed resident ID number (居民身份证号码): 18 characters whose last one is the GB 11643 check character
 * (`X` for 10; a lowercase or full-width `x` is read as `X`), with a real birth date. The 15-digit old form is
 * refused with its own message. Answers the number in upper case. The number is personal data: the caller
 * never logs or stores it.
 *
 * @example
 * validateIdNumber('11010519491231002x') // { ok: true, value: '11010519491231002X' }
 * validateIdNumber('110105491231002') // { ok: false, message: '不支持15位旧身份证号，请输入18位身份证号' }
 */
export function validateIdNumber(text: string): FieldCheck<string> {
  const id = toHalfWidth(text).replace(/\s/g, '').toUpperCase()
  if (id === '') return { ok: false, message: '请输入身份证号' }
  if (FIFTEEN.test(id)) return { ok: false, message: '不支持15位旧身份证号，请输入18位身份证号' }
  if (!EIGHTEEN.test(id)) return { ok: false, message: '请输入18位身份证号' }
  if (!hasRealBirthDate(id) || checkCharacter(id.slice(0, 17)) !== id.charAt(17)) {
    return { ok: false, message: '身份证号有误，请核对后重新输入' }
  }
  return { ok: true, value: id }
}
