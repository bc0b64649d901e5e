import { isSafeUrl } from '@h5/bridge'
import { hostList } from './hostList'
import { PlatformError, PlatformErrorCode } from './PlatformError'
import { isIos } from './userAgent'

/**
 * The native full-screen web-view address on iOS (README "Build settings", `VITE_IOS_FULLSCREEN_WEBVIEW`): a URL
 * template whose `{url}` becomes the encoded target; the flags ask native to show the share button and its title
 * bar. It is configuration, set per build with `VITE_IOS_FULLSCREEN_WEBVIEW` (see platform/env.d.ts). No contract
 * names the address yet, so the default below is our placeholder until the iOS team confirms theirs. Its
 * `scheme://host` is the one app link the app knows ({@link APP_LINKS}).
 */
export const IOS_FULLSCREEN_WEBVIEW: string =
  import.meta.env.VITE_IOS_FULLSCREEN_WEBVIEW || 'h5app://webview/fullscreen?showShare=1&showTitle=1&url={url}'

/** The app's own URL scheme (`h5app:` by default), the one of {@link IOS_FULLSCREEN_WEBVIEW}. */
export const APP_SCHEME = IOS_FULLSCREEN_WEBVIEW.slice(0, IOS_FULLSCREEN_WEBVIEW.indexOf(':') + 1)

/** `scheme://host` of {@link IOS_FULLSCREEN_WEBVIEW}: `h5app://webview` by default. */
const FULLSCREEN_LINK = /^[a-z][a-z\d+.-]*:\/\/[^/?#]+/i.exec(IOS_FULLSCREEN_WEBVIEW)?.[0]

/**
 * The forms of the app's scheme the app knows (`scheme://host`): only the full-screen web view's, the one the
 * product names. openPage navigates to them and the app bridge (appBridge.ts) hands them to native; any other
 * app-scheme URL, and an opaque one such as `h5app:javascript:…`, is refused.
 */
export const APP_LINKS: readonly string[] = FULLSCREEN_LINK ? [FULLSCREEN_LINK] : []

/**
 * Hosts besides the page's own whose pages may open inside the app (`VITE_TRUSTED_HOSTS`, comma-separated:
 * `partner.example.net`, `*.example.com`). A page opened in the app's web view gets the bridge, and with it
 * the user's tokens, so only the app's own hosts and named partners belong here. Default: none,
 * so only the page's own host.
 */
export const TRUSTED_HOSTS: readonly string[] = hostList(import.meta.env.VITE_TRUSTED_HOSTS)

/**
 * Forms a browser reads differently from how they look, so a path would turn into another host (each
 * became `https://evil.com`): a blank or control character first (the URL parser drops it:
 * ` //evil.com`), a tab or line break anywhere (dropped too: `/\t/evil.com` is `//evil.com`), a backslash
 * (read as `/`: `/\evil.com`, `\\evil.com`), and a protocol-relative `//host`. Our own links never need them.
 */
// eslint-disable-next-line no-control-regex -- the control characters the URL parser drops are the point
const MISLEADING_FORM = /^[\u0000-\u0020]|[\t\n\r\\]|^\/\//

/** `url` resolved against the current page; `null` when blank or unparseable. */
function resolve(url: string, base: string): URL | null {
  if (url.trim() === '') return null
  try {
    return new URL(url, base)
  } catch {
    return null
  }
}

/** The app marks its webview's user agent with `pid/<id>` (docs/native-contract.md, "Environments"). */
function isInApp(navigator: Navigator): boolean {
  return /\bpid\/\S/.test(navigator.userAgent)
}

/**
 * Opens another page of the app's own origin, an https page of its own host or of a host of
 * {@link TRUSTED_HOSTS}, or a known app link
 * ({@link APP_LINKS}). Inside the iOS app the target is wrapped in the native full-screen web-view scheme, so it
 * opens as a new native page with a share button; everywhere else (Android, browsers, and iOS Safari, where an
 * app scheme would fail) it navigates directly. Relative URLs resolve against the current page.
 *
 * Any other host is refused, on every platform, rather than sent to the system browser: inside the app a
 * foreign page in our web view would get the bridge and the user's tokens, and a page that means to
 * leave the app says so with `appBridge.call('openURLOutApp', { url })`.
 *
 * @throws PlatformError `unsafe-url` (`链接地址无效`) before navigating anywhere (README "Security"): a blank URL, a
 *   misleading form (`//host`, a backslash, a leading blank or control character), userinfo, a host that is
 *   not trusted, http anywhere but the page's own origin, an unknown app-scheme form, or a scheme that is
 *   neither http(s) nor the app's.
 * @example
 * openPage('/rule/dynamic/42')
 * openPage('https://partner.example.net/activity?id=1') // with VITE_TRUSTED_HOSTS=partner.example.net
 */
export function openPage(url: string, win: Window = window): void {
  // A blank URL would "navigate" to the current page: a caller's bug, not a request to reload.
  const target = MISLEADING_FORM.test(url) ? null : resolve(url, win.location.href)
  const { hostname, origin } = new URL(win.location.href)
  const policy = { trustedHosts: [hostname, ...TRUSTED_HOSTS], pageOrigin: origin, appLinks: APP_LINKS }
  if (!target || !isSafeUrl(target.href, policy)) throw new PlatformError(PlatformErrorCode.UNSAFE_URL, '链接地址无效')
  const wrap = target.protocol !== APP_SCHEME && isIos(win.navigator) && isInApp(win.navigator)
  win.location.assign(wrap ? IOS_FULLSCREEN_WEBVIEW.replace('{url}', encodeURIComponent(target.href)) : target.href)
}
