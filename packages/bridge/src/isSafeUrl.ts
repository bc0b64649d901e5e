import type { UrlPolicy, UrlUse } from './types'

/** Schemes that run code or smuggle content; never allowed, even when listed as an app link. */
const NEVER = /^(javascript|data|vbscript|blob|file):$/

/** The app link parameter that names the page native opens (`h5app://webview/fullscreen?url=…`). */
const NESTED_PAGE_PARAMETER = 'url'

/**
 * A text that a URL parser would read as an absolute or protocol-relative URL (`scheme:`, `//`, `\\`), once
 * the blanks and control characters it skips are removed. In an app link's parameters such a text is a page
 * native may open, so it is checked as one.
 */
const LOOKS_LIKE_URL = /^([a-z][a-z\d+.-]*:|[\\/]{2})/i
// eslint-disable-next-line no-control-regex -- the characters a URL parser drops (WHATWG URL: C0 controls, space)
const SKIPPED_BY_PARSERS = /[\u0000-\u0020]/g

/**
 * Whether `url` may be opened inside the app, where the bridge and so the user's tokens are (the **page** rule
 * of docs/native-contract.md, "URL checks"): an absolute https URL on a host of `policy.trustedHosts`, a URL of
 * `policy.pageOrigin` (the page's own origin, whatever its scheme), or a known form of the app's own scheme
 * (`policy.appLinks`). Refused: http on any other origin (a network in between could rewrite the page that
 * gets the bridge), other hosts, userinfo (`https://h5.example.com@evil.com/`), relative, protocol-relative
 * and backslash forms, opaque app-scheme URLs (`h5app:javascript:…`), and `javascript:`, `data:`, `vbscript:`,
 * `blob:`, `file:` whatever the policy says. A bridge adds the page's own host and origin itself; here, name
 * them.
 *
 * @example
 * const policy = { trustedHosts: [location.hostname, '*.example.com'], pageOrigin: location.origin, appLinks: ['h5app://webview'] }
 * isSafeUrl('https://act.example.com/rule', policy) // true
 * isSafeUrl('http://act.example.com/rule', policy) // false: pages are https
 * isSafeUrl('https://evil.com/', policy) // false
 * isSafeUrl('h5app://webview/fullscreen?url=https%3A%2F%2Fact.example.com%2F', policy) // true
 * isSafeUrl('h5app:javascript:alert(1)', policy) // false
 */
export function isSafeUrl(url: unknown, policy: UrlPolicy): url is string {
  // `?? {}`: JavaScript callers of the 0.1 signature (`isSafeUrl(url)`) get `false`, never a TypeError.
  return safeHref(url, policy ?? {}, 'page') !== undefined
}

/**
 * The parsed form of `url` when native may use it as `use` says (see {@link UrlUse}), else `undefined`. Hand
 * native this form, not the original text, so native cannot read the URL differently from the check.
 *
 * @example safeHref(' HTTPS://H5.Example.com/a b ', { trustedHosts: ['h5.example.com'] }, 'page') // 'https://h5.example.com/a%20b'
 */
export function safeHref(url: unknown, policy: UrlPolicy, use: UrlUse): string | undefined {
  const parsed = typeof url === 'string' ? parseUrl(url) : undefined
  if (!parsed) return undefined
  // A name before `@` is a classic disguise: `https://h5.example.com@evil.com/` goes to evil.com.
  if (parsed.username || parsed.password) return undefined
  // A page the app opens with the bridge: the page's own origin as it runs (a developer's machine serves it
  // over http), else https on a trusted host. Only the system browser and fetches (pictures, sounds) take http
  // from elsewhere.
  const safe = /^https?:$/.test(parsed.protocol)
    ? use !== 'page' ||
      parsed.origin === policy.pageOrigin ||
      (parsed.protocol === 'https:' && isTrustedHost(parsed.hostname, policy.trustedHosts))
    : use !== 'media' && isAppLink(parsed, policy)
  return safe ? parsed.href : undefined
}

/**
 * Whether `hostname` (as the URL parser gives it: lowercase, IDN in punycode, no port) matches an entry:
 * `h5.example.com` exactly, `*.example.com` any subdomain (not example.com itself). Entries are read by the
 * same parser, so `Bücher.example` matches `https://xn--bcher-kva.example/`; a port in an entry is ignored
 * (whoever runs a host controls all its ports).
 */
function isTrustedHost(hostname: string, entries: readonly string[] = []): boolean {
  return entries.some((entry) => {
    const wildcard = entry.startsWith('*.')
    const host = parseUrl(`http://${wildcard ? entry.slice(2) : entry}`)?.hostname
    return !!host && (wildcard ? hostname.endsWith(`.${host}`) : hostname === host)
  })
}

/**
 * Whether `url` is a known app link: the scheme and host (with its port, if any) of an entry of
 * `policy.appLinks`, in any case, with any path; never an opaque form (`h5app:javascript:…`, `h5app:///x`).
 * Its parameters (query and hash), as the query parser gives them (decoded once), must be safe to hand native:
 * - `url` (any case) is the page the full-screen web view opens: it must be that page as is, passing
 *   {@link isSafeUrl}. Text that is not an absolute URL (`evil.com`, `/x`, empty) is refused rather than left
 *   to native to complete, and so is a second level of encoding (`https%3A%2F%2Fevil.com`), which native
 *   would decode into a page no one checked.
 * - Any other value that looks like a URL (`scheme:`, `//`, `\\`, once blanks are removed), as it is or decoded
 *   once more, is a page native may open, so it must pass {@link isSafeUrl} as it is: one that looks like a
 *   URL only once decoded again is refused, for the same reason.
 */
function isAppLink(url: URL, policy: UrlPolicy): boolean {
  const known = (policy.appLinks ?? []).some((entry) => {
    const link = parseUrl(entry)
    return link?.protocol === url.protocol && link.host.toLowerCase() === url.host.toLowerCase()
  })
  if (NEVER.test(url.protocol) || !url.host || !known) return false
  const params = [...url.searchParams, ...new URLSearchParams(url.hash.slice(1))]
  return params.every(
    ([name, value]) =>
      // Decoded again as leniently as any decoder would (`unescape`: every valid escape, whatever else the
      // text holds, where decodeURIComponent throws at the first malformed one).
      (name.toLowerCase() !== NESTED_PAGE_PARAMETER && !LOOKS_LIKE_URL.test(unescape(value).replace(SKIPPED_BY_PARSERS, ''))) ||
      isSafeUrl(value, policy),
  )
}

/** `text` read by the URL parser, or `undefined` when it is not an absolute URL. */
function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}
