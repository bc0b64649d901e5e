/**
 * The security headers for the static host, as an nginx snippet the build writes beside the HTML
 * (`dist/security-headers.conf`; README "Deploying the app"). Headers, because a `<meta>` CSP cannot say
 * `frame-ancestors` (no page of ours may be framed by another site: clickjacking of 开红包, of a PIN screen),
 * and HSTS and `nosniff` exist only as headers. The meta CSP stays in every HTML file for hosts that cannot set
 * headers; both apply, so the header's policy is the meta's with every inline script hash the build uses (the
 * boot guard's, the prerender's), plus `frame-ancestors`. The hosts in the policy come from the build settings
 * (apps/web/cspPlugin.ts). A Permissions-Policy turns off the powerful features no page of ours uses.
 */
import { BOOT_GUARD_SCRIPT_CSP_SOURCE } from './bootGuardScript.ts'
import { PRERENDER_SCRIPT_CSP_SOURCE } from './prerenderScript.ts'

/** The file the build writes, at the root of dist/. */
export const SECURITY_HEADERS_FILE = 'security-headers.conf'

/** The CSP of index.html's `<meta>` (before any hash is added), read from the built template. */
export function metaCspOf(template: string): string {
  const policy = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(template)?.[1]
  if (!policy) throw new Error('index.html has no Content-Security-Policy meta')
  return policy
}

/** The CSP header: the meta's policy, every inline script of the build allowed by hash, framing by our own pages only. */
export function cspHeader(metaCsp: string): string {
  if (!metaCsp.includes("script-src 'self'")) throw new Error("the meta CSP has no script-src 'self'")
  const policy = metaCsp.replace("script-src 'self'", `script-src 'self' ${BOOT_GUARD_SCRIPT_CSP_SOURCE} ${PRERENDER_SCRIPT_CSP_SOURCE}`)
  return `${policy}; frame-ancestors 'self'`
}

/**
 * The browser features turned off for our pages and anything they frame (`()`: allowed to no origin). The
 * camera, the microphone and the photo library are native's (`faceVerify`, `recordSweetCareVoice`,
 * `uploadPhotos`, docs/native-contract.md); a browser's photo is a file input, which this does not touch. Pay
 * goes through native's pay sheet or the pay provider's own page, never the Payment Request API. Left on, as
 * pages use them: `autoplay` (`playAudio`'s web fallback), `web-share` (`share`'s), `clipboard-read`,
 * `clipboard-write` (`getClipboard`, copy buttons), `fullscreen`.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * The nginx `add_header` lines. `always` sends them on error answers too. nginx drops a server's add_header
 * lines in any location that has its own, so the README includes this file in each location.
 */
export function securityHeadersConf(template: string): string {
  return [
    '# Written by `vite build` (apps/web/prerender/securityHeaders.ts). Include it in every nginx location.',
    `add_header Content-Security-Policy "${cspHeader(metaCspOf(template))}" always;`,
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    'add_header Referrer-Policy "no-referrer" always;',
    `add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`,
    '',
  ].join('\n')
}
