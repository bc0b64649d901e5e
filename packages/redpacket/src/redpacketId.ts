/** Letters, digits, `_` and `-`, 1 to 64 of them: every id the backend issues (`rp_openable`, numbers, UUIDs). */
const REDPACKET_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Whether `value` is a well-formed red-packet id. Checked before any request, and by the open page once it has
 * read the link (a malformed id shows the page's own 红包链接无效 message, not a 404), so a typo in a shared
 * link never reaches the server.
 *
 * @example
 * isValidRedpacketId('rp_openable') // true
 * isValidRedpacketId('rp 1<script>') // false
 */
export function isValidRedpacketId(value: unknown): value is string {
  return typeof value === 'string' && REDPACKET_ID.test(value)
}
