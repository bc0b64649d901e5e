/**
 * Where a browser may post an ID photo: the upload policy's `host` (docs/openapi.yaml, `PolicyToken`) when it
 * is a path on the pages' own origin (`/v1/upload`: the app's own server, as the API is), or an https URL on a
 * host of `uploadHosts`, the app's allow-list (`oss.example.com` exactly, `*.example.com` any subdomain of it,
 * not example.com itself). Anything else is refused, whatever the server says: an ID photo sent over http can be
 * read on the way, and one sent to a host the app does not know is given away. Refused too: userinfo,
 * protocol-relative and backslash forms (`//evil.com`, `/\evil.com`, which a browser reads as another host).
 *
 * @returns the address to post to, in its parsed form; null when it is not allowed.
 * @example
 * uploadTarget('https://photos.oss.example.com/', ['*.oss.example.com']) // 'https://photos.oss.example.com/'
 * uploadTarget('http://photos.oss.example.com/', ['*.oss.example.com'])  // null
 * uploadTarget('/v1/mock-oss', [])                                        // '/v1/mock-oss'
 */
export function uploadTarget(host: unknown, uploadHosts: readonly string[]): string | null {
  if (typeof host !== 'string') return null
  // A path of this origin: one leading slash, then no slash or backslash a browser would read as a host.
  // eslint-disable-next-line no-control-regex -- blanks and control characters a URL parser would drop or bend
  if (/^\/(?![/\\])/.test(host) && !/[\\\u0000-\u0020]/.test(host)) return host
  let url: URL
  try {
    url = new URL(host)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null
  return uploadHosts.some((entry) => hostMatches(url.hostname, entry)) ? url.href : null
}

/** `hostname` (as the URL parser writes it: lowercase, punycode) against an entry: exact, or `*.` any subdomain. */
function hostMatches(hostname: string, entry: string): boolean {
  const pattern = entry.trim().toLowerCase()
  if (!pattern.startsWith('*.')) return pattern !== '' && hostname === pattern
  return hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1
}
