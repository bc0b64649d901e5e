import type { DocumentType } from '@h5/api'
import { checkIdNumber } from './checkIdNumber'

/**
 * The documents of real-name verification with their Chinese names. The first four carry an 18-character
 * number with the GB 11643 check character and take the quick (face) path; the rest go to manual review.
 *
 * @example
 * DOCUMENT_TYPES.filter((type) => type.quick).map((type) => type.label)
 */
export const DOCUMENT_TYPES: readonly { value: DocumentType; label: string; quick: boolean }[] = [
  { value: 'idCard', label: '居民身份证', quick: true },
  { value: 'hkmoResidence', label: '港澳居民居住证', quick: true },
  { value: 'twResidence', label: '台湾居民居住证', quick: true },
  { value: 'foreignerPermanent', label: '外国人永久居留身份证', quick: true },
  { value: 'hkmoPermit', label: '港澳居民来往内地通行证', quick: false },
  { value: 'twPermit', label: '台湾居民来往大陆通行证', quick: false },
  { value: 'passport', label: '护照', quick: false },
]

export type DocumentNumberCheck = { ok: true; value: string } | { ok: false; message: string }

/**
 * A document's number: the four 18-character documents by checkIdNumber's rules (and the kind must match the
 * type chosen); permits and passports 5–30 letters and digits, upper-cased.
 *
 * @example
 * checkDocumentNumber('passport', 'e1234 5678') // { ok: true, value: 'E12345678' }
 */
export function checkDocumentNumber(type: DocumentType, text: string): DocumentNumberCheck {
  const quick = DOCUMENT_TYPES.find((entry) => entry.value === type)?.quick ?? false
  if (quick) {
    const id = checkIdNumber(text)
    if (!id.ok) return id
    if (id.kind !== type) return { ok: false, message: '证件号码与证件类型不符' }
    return { ok: true, value: id.value }
  }
  const value = text.replace(/\s/g, '').toUpperCase()
  if (value === '') return { ok: false, message: '请输入证件号码' }
  return /^[A-Z0-9]{5,30}$/.test(value) ? { ok: true, value } : { ok: false, message: '证件号码只能是字母和数字' }
}
