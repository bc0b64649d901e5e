/**
 * The masks of personal data on screen: a name keeps its first and last character (`张*三`, two characters
 * `张*`), a document number its first and last four (`1101**********123X`), a phone number its first three
 * and last four (`138****0000`).
 *
 * @example
 * maskName('张小三') // '张*三'
 * maskIdNumber('11010519900307123X') // '1101**********123X'
 * maskPhone('13800000000') // '138****0000'
 */
export function maskName(name: string): string {
  const chars = Array.from(name)
  if (chars.length <= 1) return '*'
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`
}

/** @see maskName */
export function maskIdNumber(value: string): string {
  if (value.length <= 8) return '*'.repeat(value.length)
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`
}

/** @see maskName */
export function maskPhone(value: string): string {
  if (value.length < 7) return '*'.repeat(value.length)
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`
}
