/**
 * The app's URL check before it navigates or hands a URL to native (DESIGN §8): http and https, plus the app's
 * own schemes; never `javascript:`, `data:`, `vbscript:`, `file:` or anything else. Relative URLs are resolved
 * against `base` first, so `/redpacket/open?x=1` is fine and `  javascript:…` is not.
 *
 * This is the app's single copy of the rule; `isSafeUrl` exported by @h5/bridge states the same rule and
 * replaces this one once the bridge package ships it.
 *
 * @example
 * isSafeUrl('https://example.com/a')            // true
 * isSafeUrl('javascript:alert(1)')              // false
 * isSafeUrl('myapp://webview?url=x', ['myapp:']) // true
 */
export function isSafeUrl(url: string, extraSchemes: readonly string[] = [], base?: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url, base)
  } catch {
    return false
  }
  const scheme = parsed.protocol.toLowerCase()
  return scheme === 'https:' || scheme === 'http:' || extraSchemes.some((extra) => extra.toLowerCase() === scheme)
}
