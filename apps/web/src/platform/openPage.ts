import { isSafeUrl } from '@h5/bridge'
import { PlatformError } from './PlatformError'

/**
 * The native full-screen web-view address on iOS (spec §2, DESIGN §6): a URL template whose `{url}` becomes the
 * encoded target; the flags ask native to show the share button and its title bar. It is configuration, set per
 * build with `VITE_IOS_FULLSCREEN_WEBVIEW` (see platform/env.d.ts). Neither the spec nor DESIGN names the
 * address, so the default below is our placeholder until the iOS team confirms theirs. Its scheme counts as the
 * app's own scheme for URL checks.
 */
export const IOS_FULLSCREEN_WEBVIEW: string =
  import.meta.env.VITE_IOS_FULLSCREEN_WEBVIEW || 'h5app://webview/fullscreen?showShare=1&showTitle=1&url={url}'

/**
 * The app's own URL scheme (`h5app:` by default), the one of {@link IOS_FULLSCREEN_WEBVIEW}: openPage navigates
 * to it, and the app bridge (appBridge.ts) lets it through in the URLs it hands native.
 */
export const APP_SCHEME = IOS_FULLSCREEN_WEBVIEW.slice(0, IOS_FULLSCREEN_WEBVIEW.indexOf(':') + 1)

/** iPhone, iPad, iPod, and iPadOS that reports itself as a Mac but has a touch screen. */
function isIos(navigator: Navigator): boolean {
  return (
    /iPhone|iPad|iPod|\biOS\b/i.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  )
}

/** `url` resolved against the current page; `null` when blank or unparseable. */
function resolve(url: string, base: string): URL | null {
  if (url.trim() === '') return null
  try {
    return new URL(url, base)
  } catch {
    return null
  }
}

/** The app marks its webview's user agent with `pid/<id>` (DESIGN §2). */
function isInApp(navigator: Navigator): boolean {
  return /\bpid\/\S/.test(navigator.userAgent)
}

/**
 * Opens another page. Inside the iOS app the target is wrapped in the native full-screen web-view scheme, so it
 * opens as a new native page with a share button; everywhere else (Android, browsers, and iOS Safari, where an
 * app scheme would fail) it navigates directly. Relative URLs resolve against the current page.
 *
 * @throws PlatformError `unsafe-url` (`链接地址无效`) for a blank URL or anything but http(s) or the app's
 *   own scheme, before navigating anywhere (DESIGN §8).
 * @example
 * openPage('/rule/dynamic/42')
 * openPage('https://example.com/activity?id=1')
 */
export function openPage(url: string, win: Window = window): void {
  // A blank URL would "navigate" to the current page: a caller's bug, not a request to reload.
  const target = resolve(url, win.location.href)
  if (!target || !isSafeUrl(target.href, [APP_SCHEME])) throw new PlatformError('unsafe-url', '链接地址无效')
  const wrap = target.protocol !== APP_SCHEME && isIos(win.navigator) && isInApp(win.navigator)
  win.location.assign(wrap ? IOS_FULLSCREEN_WEBVIEW.replace('{url}', encodeURIComponent(target.href)) : target.href)
}
