/**
 * A fresh idempotency key for one money attempt (an order, a withdrawal, an exchange, a gift): a random
 * RFC 4122 version 4 UUID. The server keeps one result per key, so a double tap, or a retry after a time-out
 * that sends the same key again, is one order (docs/families.md, "Money and identity"). Make the key when the
 * user starts the attempt, keep it across that attempt's retries, and make a new one only after the server
 * answered.
 *
 * It uses `crypto.getRandomValues` rather than `crypto.randomUUID`: the latter is missing in webviews older than
 * Chrome 92 and iOS 15.4, which the app still meets.
 *
 * @example
 * ```ts
 * const key = createIdempotencyKey() // '3f0c2a9e-7b1d-4c52-9a61-0d8e4f2b6c11'
 * await runRequest(withdrawal, { exclusive: true, toError, run: () => api.withdraw({ amountFen, idempotencyKey: key }) })
 * ```
 */
export function createIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  // Version 4 in the high nibble of byte 6, the RFC 4122 variant (10xx) in the high bits of byte 8.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
