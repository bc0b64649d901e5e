import { createBridge, type Bridge, type BridgeOptions } from '@h5/bridge'
import { installFakeNative, type FakeNative, type FakeNativeOptions } from '@h5/bridge/testing'
import { JSDOM } from 'jsdom'

/** The app's web view carries `pid/<id>` in its user agent (docs/native-contract.md, "Environments"). */
const IN_APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 pid/123456'
/** A plain mobile browser: no `pid/`, so the bridge uses its web fallbacks or rejects 998. */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A fresh window per test, so no bridge survives from one case to the next. */
function makeWindow(userAgent: string): Window {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://h5.example.com/teenager' })
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent })
  return window as unknown as Window
}

/**
 * The real @h5/bridge in the app's web view, over a scripted native side that speaks the wire protocol
 * (`installFakeNative` of @h5/bridge/testing, Android): what the actions run on in these tests. `native.calls`
 * lists what native received; `options` reach the bridge (a short `readyTimeoutMs` for an app without one).
 *
 * @example
 * const { bridge, native } = inAppBridge({ handlers: { teenagerSwitch: () => ({}) } })
 */
export function inAppBridge(
  native: Omit<FakeNativeOptions, 'platform'> = {},
  options: Omit<BridgeOptions, 'window'> = {},
): { bridge: Bridge; native: FakeNative } {
  const window = makeWindow(IN_APP_USER_AGENT)
  return { native: installFakeNative(window, { platform: 'android', ...native }), bridge: createBridge({ ...options, window }) }
}

/** The real @h5/bridge in a plain browser: teen mode's ops have no web fallback there, so they reject 998. */
export function browserBridge(): Bridge {
  return createBridge({ window: makeWindow(BROWSER_USER_AGENT) })
}
