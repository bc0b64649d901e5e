/** An integer as a backend may spell an errno in a string: optional minus, digits, blanks around it. */
const ERRNO_TEXT = /^\s*-?\d+\s*$/

/**
 * The errno of a response body, or `undefined` when the body is not the `{ errno }` envelope.
 *
 * Some backend paths send the errno as a string (`{"errno":"8304006"}`); it means the same as the number, so
 * 8304006 and 107 still close the page. Only a plain integer counts: `''`, `' '`, `'FAIL'`, `'0x0'`,
 * `'1e3'`, `'+0'` or `'0.0'` are not errnos, so such a body is unreadable rather than read as success (`Number('')`
 * would be 0).
 */
export function readErrno(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const errno: unknown = (body as { errno?: unknown }).errno
  if (typeof errno === 'number') return Number.isFinite(errno) ? errno : undefined
  if (typeof errno !== 'string' || !ERRNO_TEXT.test(errno)) return undefined
  const number = Number(errno)
  return Number.isSafeInteger(number) ? number : undefined
}
