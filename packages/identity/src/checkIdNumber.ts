import type { CalendarDay } from './ageOn'

/** GB 11643-1999: the weight of each of the first 17 digits in the check sum (2^(17-i) mod 11). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
/** GB 11643-1999 (ISO 7064 MOD 11-2): the check character for each remainder of the sum modulo 11. */
const CHECK_CHARACTERS = '10X98765432'

/**
 * Which 18-character document a number is, by its first digits. Mainland ID cards start with a province code
 * (11–65); Hong Kong, Macau and Taiwan residence permits with 810000, 820000 and 830000; foreigners'
 * permanent-residence IDs (the 2023 form) with 9. All four carry the GB 11643 check character.
 */
export type IdNumberKind = 'idCard' | 'hkmoResidence' | 'twResidence' | 'foreignerPermanent'

export type IdNumberCheck =
  | { ok: true; value: string; kind: IdNumberKind; birthDate: CalendarDay }
  | { ok: false; message: string }

/** The GB 11643 check character of the first 17 digits. */
export function checkCharacterOf(first17: string): string {
  let sum = 0
  for (let index = 0; index < WEIGHTS.length; index += 1) sum += Number(first17[index]) * WEIGHTS[index]!
  return CHECK_CHARACTERS.charAt(sum % 11)
}

function kindOf(id: string): IdNumberKind | null {
  if (id.startsWith('810000') || id.startsWith('820000')) return 'hkmoResidence'
  if (id.startsWith('830000')) return 'twResidence'
  if (id.startsWith('9')) return 'foreignerPermanent'
  const province = Number(id.slice(0, 2))
  return province >= 11 && province <= 65 ? 'idCard' : null
}

/**
 * Checks a number for the quick (face) path: 18 characters, the GB 11643 check character (`X` for 10, a
 * lowercase or full-width `ｘ` read as `X`; spaces ignored), a real birth date, and one of the four documents
 * of {@link IdNumberKind}. The 15-digit first-generation number is refused with its own message. Answers the
 * number upper-cased, its kind and the birth date. Personal data: never log or store the value.
 *
 * @example
 * checkIdNumber('11010519491231002x') // { ok: true, value: '11010519491231002X', kind: 'idCard', birthDate: { year: 1949, month: 12, day: 31 } }
 * checkIdNumber('110105491231002') // { ok: false, message: '不支持15位旧身份证号，请输入18位证件号码' }
 */
export function checkIdNumber(text: string): IdNumberCheck {
  const id = text
    .replace(/[\uFF10-\uFF19\uFF38\uFF58]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\s/g, '')
    .toUpperCase()
  if (id === '') return { ok: false, message: '请输入证件号码' }
  if (/^\d{15}$/.test(id)) return { ok: false, message: '不支持15位旧身份证号，请输入18位证件号码' }
  if (!/^\d{17}[\dX]$/.test(id)) return { ok: false, message: '请输入18位证件号码' }
  const year = Number(id.slice(6, 10))
  const month = Number(id.slice(10, 12))
  const day = Number(id.slice(12, 14))
  const date = new Date(Date.UTC(year, month - 1, day))
  const realDate = year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  const kind = kindOf(id)
  if (!realDate || !kind || checkCharacterOf(id.slice(0, 17)) !== id.charAt(17)) {
    return { ok: false, message: '证件号码有误，请核对后重新输入' }
  }
  return { ok: true, value: id, kind, birthDate: { year, month, day } }
}
