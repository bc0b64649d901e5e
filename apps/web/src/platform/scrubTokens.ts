/**
 * Keeps the user's credentials out of error reports (DESIGN §4: tokens never reach logs or error monitoring).
 * The red-packet page receives `accessToken` and `openID` in its address, and other pages may carry `token`,
 * `password` or `pwd`; URLs in events (the page address, the Referer header) and in breadcrumbs (navigation,
 * fetch/xhr, console text) would carry them to the monitoring service.
 */
export const FILTERED = '[Filtered]'

const NAMES = 'accessToken|access_token|openID|open_id|token|password|pwd'
const SENSITIVE_KEY = new RegExp(`^(?:${NAMES})$`, 'i')

/**
 * `name=value` in a query string or hash, plain or percent-encoded inside another URL's parameter
 * (`url=https%3A%2F%2Fx%2Fp%3FaccessToken%3Dabc`); the value ends at the next separator.
 */
const QUERY_VALUE = new RegExp(`(^|[?&#;\\s"'(]|%3F|%26)(${NAMES})(=|%3D)((?:%(?!26)|[^&#\\s"'%<>)])*)`, 'gi')

/** `"name": "value"` in logged JSON. */
const JSON_VALUE = new RegExp(`(["'])(${NAMES})\\1(\\s*:\\s*)(["'])((?:\\\\.|(?!\\4).)*)\\4`, 'gi')

/**
 * Replaces the values of token-like parameters in a URL or any text with `[Filtered]`; everything else stays.
 *
 * @example
 * scrubText('/redpacket/open?redpacketID=rp_1&accessToken=abc') // '/redpacket/open?redpacketID=rp_1&accessToken=[Filtered]'
 */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_VALUE, (_match, before: string, name: string, equals: string) => `${before}${name}${equals}${FILTERED}`)
    .replace(JSON_VALUE, (_match, quote: string, name: string, colon: string, valueQuote: string) =>
      `${quote}${name}${quote}${colon}${valueQuote}${FILTERED}${valueQuote}`,
    )
}

/**
 * A copy of a Sentry event or breadcrumb (any JSON-like value) with every string scrubbed by {@link scrubText}
 * and the value of every token-named key replaced, however deep it sits.
 *
 * @example
 * scrubDeep({ data: { url: '/a?token=x', accessToken: 'x' } }) // { data: { url: '/a?token=[Filtered]', accessToken: '[Filtered]' } }
 */
export function scrubDeep<T>(value: T): T {
  return scrubValue(value, 0) as T
}

/** Events are shallow JSON; the limit only stops a pathological cycle. */
const MAX_DEPTH = 32

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  // Only plain data is copied; class instances (an Error in a hint, a DOM node) pass through untouched.
  const prototype = Object.getPrototypeOf(value) as unknown
  if (prototype !== Object.prototype && prototype !== null) return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SENSITIVE_KEY.test(key) && item !== null && item !== undefined ? FILTERED : scrubValue(item, depth + 1)
  }
  return copy
}
