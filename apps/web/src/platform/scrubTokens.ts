/**
 * Keeps the user's credentials and personal data out of error reports (tokens never reach logs or
 * error monitoring, docs/architecture.md "Session"; the real-name pages add the ID number and the person's name).
 * The red-packet page receives `accessToken` and `openID` in its address, OAuth pages a `code`, pay
 * pages a `sign`; URLs in events (the page address, the Referer header), breadcrumbs (navigation, fetch/xhr,
 * console text) and logged JSON would carry them to the monitoring service. Used by sentryClient.ts for every
 * event and breadcrumb.
 */
export const FILTERED = '[Filtered]'

/**
 * Names whose value is a secret or personal data, as word parts: `access token` stands for `accessToken`,
 * `access_token`, `access-token` and `ACCESS_TOKEN`. Matched as a whole name or as the last word of one
 * (`jsapi_ticket`, `X-Access-Token`), never inside a word (`mytoken`, `design`, `signType` stay).
 */
const SECRET_NAMES = [
  'access token',
  'refresh token',
  'token',
  'open id',
  'password',
  'passwd',
  'pwd',
  'session id',
  'ticket',
  'sign',
  'signature',
  'authorization',
  // The real-name pages: the ID number, the name on it, and the phone number.
  'id card',
  'id card no',
  'id card number',
  'id no',
  'id number',
  'cert no',
  'cert number',
  'real name',
  'true name',
  'cert name',
  'phone',
  'mobile',
  // The identity payloads of docs/openapi.yaml (@h5/identity): a document's number, its photos
  // (object keys or URLs of the person's ID card), and SMS codes, which open the account.
  'doc number',
  'photo',
  'photos',
  'sms code',
  'verify code',
]

/**
 * Filtered only as a query or hash parameter (`?code=` of the WeChat OAuth return, wxAuth in @h5/api). As a key
 * or after a colon, `code` is one of the app's error codes (ApiError's `ECONNABORTED`, TeenError's), which a
 * report needs, and `status_code` / `error_code` are not it.
 */
const QUERY_ONLY_NAME = 'code'

const namePattern = (name: string) => name.split(' ').join('[-_]?')
const NAMES = [...SECRET_NAMES, QUERY_ONLY_NAME]
  // Longest first, so `idCardNo` is read whole rather than as `idCard` followed by text.
  .sort((a, b) => b.length - a.length)
  .map(namePattern)
  .join('|')

/** {@link SECRET_NAMES} as keys are compared: lower case, words run together (`accesstoken`). */
const SECRET_KEYS: ReadonlySet<string> = new Set(SECRET_NAMES.map((name) => name.split(' ').join('')))
/** The most words a secret name has (`id card number`). */
const MAX_NAME_WORDS = Math.max(...SECRET_NAMES.map((name) => name.split(' ').length))

/**
 * Whether a key (of an object, a header) holds a secret or personal data: its last words, split at
 * separators and at camelCase humps, are a secret name (`accessToken`, `X-Access-Token`, `userToken`,
 * `jsapi_ticket`, `idCardNo`); `passwordHint`, `redpacketID` or `mytoken` are not.
 */
function isSecretKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  for (let count = 1; count <= Math.min(MAX_NAME_WORDS, words.length); count++) {
    if (SECRET_KEYS.has(words.slice(-count).join(''))) return true
  }
  return false
}

/**
 * Percent-encoding, once or more: `%3D` is `=` inside an encoded URL, `%253D` inside a URL encoded twice (a
 * share link inside the iOS web-view address), and so on: each level adds a `25`.
 */
const ENCODED = (hex: string) => `%(?:25)*(?:${hex})`

/**
 * A name and what joins it to its value, in any of the forms text carries them:
 * 1. what comes before: the start, a character that is not a letter or digit (`?`, `&`, `"`, a space, `_`), or
 *    an encoded `? & # space " ' , { ;` or newline;
 * 2. the name;
 * 3. a key's closing quote, if any: `"`, `'`, an escaped one (`\"` in JSON inside a string) or an encoded one;
 * 4. the separator: `=`, `:`, a full-width `：`, or an encoded `=` or `:`, with any spaces around it.
 */
const PAIR_HEAD = new RegExp(
  `(^|[^A-Za-z0-9]|${ENCODED('3F|26|23|20|22|27|2C|7B|3B|0A')})` +
    `(${NAMES})` +
    `(\\\\*["']|${ENCODED('22|27')})?` +
    `(\\s*(?:[=:：]|${ENCODED('3D|3A')})\\s*)`,
  'gi',
)

/** A value's opening quote: plain, escaped (any depth) or encoded (any depth). */
const OPENING_QUOTE = new RegExp(`\\\\*["']|${ENCODED('22|27')}`, 'iy')

/** An Authorization scheme kept before the filtered credential: `Authorization: Bearer [Filtered]`. */
const AUTH_SCHEME = /(?:bearer|basic)\s+/iy

/** A query or hash parameter's own separator before `code`: `?`, `&`, `#`, plain or encoded. */
const QUERY_SEPARATOR = new RegExp(`^(?:[?&#]|${ENCODED('3F|26|23')})$`, 'i')
const EQUALS = new RegExp(`^\\s*(?:=|${ENCODED('3D')})\\s*$`, 'i')

/**
 * Where an unquoted value ends. Always at a space or a character that cannot be part of a token. A value
 * joined by an encoded separator (level 1 for `%3D`, 2 for `%253D`…) is itself encoded that many times, so an
 * encoded separator of a lower level ends it too, and one of its own level or deeper is part of it
 * (`accessToken=sec%26ret` is one value; in `…%3FaccessToken%3Dabc%26id…`, `%26` ends `abc`).
 */
function valueEndPattern(level: number): RegExp {
  const plain = `[\\s&#"'<>()\\[\\]{},;\\\\]`
  if (level === 0) return new RegExp(plain, 'g')
  return new RegExp(`${plain}|%(?:25){0,${level - 1}}(?:26|23|20|22|27|2C|3B|29|7D)`, 'gi')
}
const VALUE_ENDS = [0, 1, 2, 3, 4].map(valueEndPattern)

/** How many times the separator was percent-encoded: 0 for `=` or `:`, 1 for `%3D`, 2 for `%253D`… */
function encodingLevel(separator: string): number {
  const percent = separator.indexOf('%')
  if (percent < 0) return 0
  return 1 + (separator.slice(percent + 1).match(/25/g)?.length ?? 0)
}

/** The index of the quote that closes a value opened with `quote` at `from`, or the text's end if none does. */
function closingQuote(text: string, from: number, quote: string): number {
  for (let at = text.indexOf(quote, from); at >= 0; at = text.indexOf(quote, at + 1)) {
    // A quote escaped once more than the opening one is inside the value (`"a\"b"`).
    if (text[at - 1] !== '\\') return at
  }
  return text.length
}

/** Replaces the value of every `name=value`, `name: value` and `"name":"value"` of {@link NAMES} in `text`. */
function scrubPairs(text: string): string {
  let out = ''
  let copied = 0
  PAIR_HEAD.lastIndex = 0
  for (let match = PAIR_HEAD.exec(text); match; match = PAIR_HEAD.exec(text)) {
    const [head, before = '', name = '', , separator = ''] = match
    let start = match.index + head.length
    if (name.toLowerCase() === QUERY_ONLY_NAME && !(QUERY_SEPARATOR.test(before) && EQUALS.test(separator))) {
      PAIR_HEAD.lastIndex = match.index + 1
      continue
    }
    AUTH_SCHEME.lastIndex = start
    if (AUTH_SCHEME.test(text)) start = AUTH_SCHEME.lastIndex
    OPENING_QUOTE.lastIndex = start
    const quote = OPENING_QUOTE.exec(text)?.[0]
    let end: number
    if (quote) {
      start += quote.length
      end = closingQuote(text, start, quote)
    } else {
      const ends = VALUE_ENDS[Math.min(encodingLevel(separator), VALUE_ENDS.length - 1)]!
      ends.lastIndex = start
      end = ends.exec(text)?.index ?? text.length
    }
    if (end > start) {
      out += text.slice(copied, start) + FILTERED
      copied = end
    }
    PAIR_HEAD.lastIndex = Math.max(end, match.index + 1)
  }
  return out + text.slice(copied)
}

/** `Bearer <token>` anywhere (a logged header, an error message). */
const BEARER = /(^|[^A-Za-z0-9])(bearer\s+)[A-Za-z0-9\-._~+/]+=*/gi

/**
 * A resident ID number (GB 11643): 18 characters (6-digit area, birth date, 3-digit sequence, check digit or X),
 * or the old 15-digit form (2-digit year). Spaces or dashes between the parts are allowed, as it is often shown
 * `110105 19491231 002X`. The birth date's shape keeps ordinary long numbers (order ids, times) out; the check
 * digit is not verified, so a mistyped ID number is filtered too.
 */
const ID_NUMBER =
  /(^|[^0-9A-Za-z])([1-9]\d{5}[- ]?(?:(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[- ]?\d{3}[\dXx]|\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}))(?![0-9A-Za-z])/g

/**
 * A mainland mobile number (1[3-9] and nine digits, optionally after +86 and with spaces or dashes), filtered
 * wherever it appears: it is personal information, tied by real-name registration to one person as surely as
 * a name, and the phone login (/oauth/manual/phone) and real-name pages will carry it. A number inside a
 * longer run of letters and digits (an event id, a hash) is not one.
 */
const MOBILE_NUMBER = /(^|[^0-9A-Za-z])((?:\+?86[- ]?)?1[3-9]\d[- ]?\d{4}[- ]?\d{4})(?![0-9A-Za-z])/g

/**
 * Replaces credentials and personal data in a URL or any text with `[Filtered]`; everything else stays:
 * - the values of secret names (tokens, passwords, session ids, tickets, signs, ID numbers, real names, phone
 *   numbers, a query's `code`) in query strings, JSON, escaped JSON, JS object text and `name: value` text, plain
 *   or percent-encoded any number of times;
 * - `Bearer` credentials, ID numbers and mainland mobile numbers anywhere.
 *
 * @example
 * scrubText('/redpacket/open?redpacketID=rp_1&accessToken=abc') // '/redpacket/open?redpacketID=rp_1&accessToken=[Filtered]'
 * scrubText('实名认证失败 110105194912310021') // '实名认证失败 [Filtered]'
 */
export function scrubText(text: string): string {
  return scrubPairs(text)
    .replace(BEARER, `$1$2${FILTERED}`)
    .replace(ID_NUMBER, `$1${FILTERED}`)
    .replace(MOBILE_NUMBER, `$1${FILTERED}`)
}

/**
 * A copy of a Sentry event or breadcrumb (any JSON-like value) with every string scrubbed by {@link scrubText},
 * every number that is an ID or phone number filtered, and the value of every secret-named key replaced, however
 * deep it sits. A boolean under such a key stays (`{ password: true }` holds no secret).
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
  if (typeof value === 'number') return scrubText(String(value)) === String(value) ? value : FILTERED
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  // Only plain data is copied; class instances (an Error in a hint, a DOM node) pass through untouched.
  const prototype = Object.getPrototypeOf(value) as unknown
  if (prototype !== Object.prototype && prototype !== null) return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const secret = isSecretKey(key) && item !== null && item !== undefined && typeof item !== 'boolean'
    copy[key] = secret ? FILTERED : scrubValue(item, depth + 1)
  }
  return copy
}
