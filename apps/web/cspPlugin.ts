/**
 * The page's Content-Security-Policy names the hosts it talks to, from the build settings (README "Build
 * settings"), instead of allowing any https host. index.html's `<meta>` policy is the same-origin default
 * (`connect-src 'self'`, `img-src 'self' data: blob:`), which is all dev, preview and e2e need: the API and the
 * simulator's object store are on the page's own origin. A build adds:
 * - to `connect-src`: the object-store hosts ID photos go to (`VITE_UPLOAD_HOSTS`) and the origin of the
 *   monitoring DSN (`VITE_SENTRY_DSN`), so error reports still leave;
 * - to `img-src`: the hosts pictures come from (`VITE_CDN_HOSTS`: avatars, banners, photos native uploaded).
 * The API needs no entry: the page calls `/v1` on its own origin, which the host proxies (README "Deploying the
 * app"). The header policy (prerender/securityHeaders.ts) is read from the built HTML, so it lists the same.
 *
 * `frame-src` stays `'self' https:`: on iOS, native's WebViewJavascriptBridge loads the hidden frames
 * `https://__bridge_loaded__` and `https://__wvjb_queue_message__`, whose underscores no CSP host source can
 * name (a host is letters, digits and dashes), and a frame the CSP blocks never reaches native: the bridge
 * would never start. The page frames nothing else.
 */
import type { Plugin } from 'vite'
import { hostList } from './src/platform/hostList.ts'

/** The build settings the policy reads (Vite's env: `VITE_*` from the environment and the .env files). */
export type CspSettings = Partial<Record<'VITE_UPLOAD_HOSTS' | 'VITE_CDN_HOSTS' | 'VITE_SENTRY_DSN', string>>

/** Sources to add, by directive. */
export type CspAdditions = Readonly<Record<'connect-src' | 'img-src', readonly string[]>>

/** A host entry a policy may carry: DNS labels (IDN in punycode), optionally `*.` first; no scheme, port or path. */
const HOST_ENTRY = /^(\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

/**
 * An entry of a host setting as an https source (`https://oss.example.com`, `https://*.example.com`). Anything
 * else fails the build, naming the setting: a policy must never take a quote, a blank or a semicolon from a
 * setting (`'unsafe-inline'`, `*; script-src *`), nor an http or wildcard-everything source.
 *
 * @example httpsSource('VITE_CDN_HOSTS', '*.CDN.example.com') // 'https://*.cdn.example.com'
 */
export function httpsSource(setting: string, entry: string): string {
  const host = entry.toLowerCase()
  if (!HOST_ENTRY.test(host)) {
    throw new Error(`${setting}: "${entry}" is not a host name (letters, digits, dashes and dots, optionally "*." first; IDN in punycode; no scheme, port or path)`)
  }
  return `https://${host}`
}

/** The DSN's origin (`https://o1.ingest.sentry.io`), which receives the error reports; a DSN that is no https URL fails the build. */
function dsnOrigin(dsn: string): string {
  let url: URL | undefined
  try {
    url = new URL(dsn)
  } catch {
    url = undefined
  }
  if (url?.protocol !== 'https:') throw new Error(`VITE_SENTRY_DSN: "${dsn.replace(/\/\/[^@/]*@/, '//…@')}" is not an https URL`)
  return httpsSource('VITE_SENTRY_DSN', url.hostname) + (url.port ? `:${url.port}` : '')
}

/**
 * What the build settings add to the meta policy.
 *
 * @example
 * cspAdditions({ VITE_UPLOAD_HOSTS: 'oss.example.com', VITE_CDN_HOSTS: '*.cdn.example.com' })
 * // { 'connect-src': ['https://oss.example.com'], 'img-src': ['https://*.cdn.example.com'] }
 */
export function cspAdditions(settings: CspSettings): CspAdditions {
  const uploads = hostList(settings.VITE_UPLOAD_HOSTS).map((entry) => httpsSource('VITE_UPLOAD_HOSTS', entry))
  const pictures = hostList(settings.VITE_CDN_HOSTS).map((entry) => httpsSource('VITE_CDN_HOSTS', entry))
  const monitoring = settings.VITE_SENTRY_DSN ? [dsnOrigin(settings.VITE_SENTRY_DSN)] : []
  return { 'connect-src': [...new Set([...uploads, ...monitoring])], 'img-src': [...new Set(pictures)] }
}

/**
 * `policy` with `additions` appended to their directives, which it must have.
 *
 * @example withSources("img-src 'self'; connect-src 'self'", { 'img-src': ['https://cdn.example.com'], 'connect-src': [] })
 * // "img-src 'self' https://cdn.example.com; connect-src 'self'"
 */
export function withSources(policy: string, additions: CspAdditions): string {
  const directives = policy.split(';').map((directive) => directive.trim())
  for (const [name, sources] of Object.entries(additions)) {
    const at = directives.findIndex((directive) => directive.split(/\s+/)[0] === name)
    if (at === -1) throw new Error(`index.html's Content-Security-Policy has no ${name}`)
    if (sources.length > 0) directives[at] = `${directives[at]} ${sources.join(' ')}`
  }
  return directives.join('; ')
}

/** index.html's meta policy, `content="…"`, with the build settings' hosts added; a template without one fails. */
export function withSettingsCsp(html: string, settings: CspSettings): string {
  const meta = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")([^"]+)(")/
  if (!meta.test(html)) throw new Error('index.html has no Content-Security-Policy meta')
  return html.replace(meta, (_all, open: string, policy: string, close: string) => `${open}${withSources(policy, cspAdditions(settings))}${close}`)
}

/**
 * Adds the build settings' hosts to index.html's CSP, in dev and in the build (before the prerender reads the
 * template, so every route's HTML and the header file carry them).
 */
export function cspPlugin(): Plugin {
  let settings: CspSettings = {}
  return {
    name: 'h5-csp',
    configResolved(config) {
      settings = config.env as CspSettings
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => withSettingsCsp(html, settings),
    },
  }
}
