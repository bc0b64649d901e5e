/** Schemes that run code or smuggle content; never allowed, even when listed as an app scheme. */
const NEVER = /^(javascript|data|vbscript|blob|file):$/

/**
 * Whether `url` is safe to navigate to or hand to native (DESIGN §8): an absolute http(s) URL, or one of the
 * app's own schemes. `javascript:`, `data:`, `vbscript:`, `blob:` and `file:` are refused whatever the list says;
 * relative URLs are refused (resolve them against `location.href` first).
 *
 * @example
 * isSafeUrl('https://example.com/rule') // true
 * isSafeUrl('myapp://room/42', ['myapp']) // true
 * isSafeUrl('javascript:alert(1)') // false
 */
export function isSafeUrl(url: unknown, appSchemes: readonly string[] = []): url is string {
  let protocol: string
  try {
    protocol = new URL(url as string).protocol
  } catch {
    return false
  }
  return (
    typeof url === 'string' &&
    !NEVER.test(protocol) &&
    (/^https?:$/.test(protocol) || appSchemes.some((scheme) => `${scheme.replace(/:$/, '')}:`.toLowerCase() === protocol))
  )
}
