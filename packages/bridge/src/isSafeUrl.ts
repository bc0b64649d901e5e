/** Schemes that run code or smuggle content; never allowed, even when listed as an app scheme. */
const NEVER = /^(javascript|data|vbscript|blob|file):$/

/**
 * Whether `url` is safe to navigate to or hand to native (docs/native-contract.md, "Calls"): an absolute http(s)
 * URL, or one of the app's own schemes. `javascript:`, `data:`, `vbscript:`, `blob:` and `file:` are refused
 * whatever the list says; relative URLs are refused (resolve them against `location.href` first).
 *
 * @example
 * isSafeUrl('https://example.com/rule') // true
 * isSafeUrl('myapp://room/42', ['myapp']) // true
 * isSafeUrl('javascript:alert(1)') // false
 */
export function isSafeUrl(url: unknown, appSchemes: readonly string[] = []): url is string {
  return safeHref(url, appSchemes) !== undefined
}

/**
 * The parsed form of `url` when it passes `isSafeUrl`, else `undefined`. Hand native this form, not the
 * original text, so native cannot read the URL differently from the check.
 *
 * @example safeHref(' HTTPS://H5.Example.com/a b ') // 'https://h5.example.com/a%20b'
 */
export function safeHref(url: unknown, appSchemes: readonly string[] = []): string | undefined {
  if (typeof url !== 'string') return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const { protocol } = parsed
  const allowed =
    !NEVER.test(protocol) &&
    (/^https?:$/.test(protocol) || appSchemes.some((scheme) => `${scheme.replace(/:$/, '')}:`.toLowerCase() === protocol))
  return allowed ? parsed.href : undefined
}
