import type { SendForm } from './types'

/**
 * What a send attempt sends, as its idempotency key's `request` (@h5/request `MoneyAttempt`): the amount in fen,
 * the count and a digest of the greeting. Another amount, count or greeting is another attempt with a new key.
 * The greeting is text the user typed, so only its FNV-1a digest is kept (the attempt may be stored for the tab).
 *
 * @example
 * sendAttemptRequest({ amountFen: 888, count: 4, greeting: '新年快乐' }) // '888:4:c6a03d4a'
 */
export function sendAttemptRequest(form: SendForm): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < form.greeting.length; i += 1) {
    hash ^= form.greeting.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${form.amountFen}:${form.count}:${(hash >>> 0).toString(16).padStart(8, '0')}`
}
