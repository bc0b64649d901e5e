/**
 * The simulator's own document rules, written apart from @h5/identity's so that a mistake in the page's
 * validation is caught by the server, as the real service would.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]

/** An 18-character number with its GB 11643 check character and a real birth date. */
export function isValidIdNumber(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{17}[\dX]$/.test(value)) return false
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0)
  if ('10X98765432'[sum % 11] !== value[17]) return false
  const birth = birthDateOf(value)
  return birth.getUTCMonth() + 1 === Number(value.slice(10, 12)) && birth.getUTCDate() === Number(value.slice(12, 14))
}

function birthDateOf(idNumber: string): Date {
  return new Date(Date.UTC(Number(idNumber.slice(6, 10)), Number(idNumber.slice(10, 12)) - 1, Number(idNumber.slice(12, 14))))
}

/** Whole years between the birth date and `now` (unix ms). */
export function ageAt(idNumber: string, now: number): number {
  const birth = birthDateOf(idNumber)
  const today = new Date(now)
  let age = today.getUTCFullYear() - birth.getUTCFullYear()
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate())
  if (beforeBirthday) age -= 1
  return age
}

/** 2–30 characters: Chinese, or letters with the middle dot between words. */
export function isValidName(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const length = Array.from(value).length
  return length >= 2 && length <= 30 && (/^[\u4e00-\u9fa5]+(·[\u4e00-\u9fa5]+)*$/.test(value) || /^[A-Za-z]+([ ·][A-Za-z]+)*$/.test(value))
}

export const maskName = (name: string) => {
  const chars = Array.from(name)
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`
}
export const maskNumber = (value: string) => `${value.slice(0, 4)}${'*'.repeat(Math.max(0, value.length - 8))}${value.slice(-4)}`
export const maskPhone = (value: string) => (value.length >= 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : '****')
