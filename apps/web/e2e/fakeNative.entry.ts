/**
 * The e2e fake native, bundled by fixtures.ts into an init script that runs before the page's own scripts
 * (the production build under test contains no fake native). `start` gets the test's `native` option.
 */
import { installAppNative, type AppNativeOptions } from '../src/dev/appNative'
import { addressTokens } from '../src/dev/nativeUser'
import { installFakeWeixinJSBridge, type FakeWeixinAnswer } from '../src/dev/fakeWeixinJSBridge'

/**
 * What a test may set: the app's storage and native UI (toast, back) are the page's own in e2e, and the user
 * the app is signed in as follows the page's address (`openedFor`).
 */
export type E2eNativeOptions = Omit<AppNativeOptions, 'storage' | 'onToast' | 'onBack' | 'openedFor'>

export function start(options: E2eNativeOptions): void {
  // Init scripts run in every frame; native lives in the top one (not in the bootstrap frame).
  if (window.top !== window) return
  // Before the page's scripts take the tokens out of the address: a page opened for a scenario user finds
  // the app signed in as that user (src/dev/nativeUser.ts; scenarioUser.ts `openAsScenarioUser`).
  installAppNative(window, { ...options, storage: sessionStorage, openedFor: addressTokens(window.location.search) })
}

/** WeChat's own browser: the stand-in WeixinJSBridge, its pay sheet answering `answer`. */
export function startWeChat(answer: FakeWeixinAnswer): void {
  if (window.top !== window) return
  installFakeWeixinJSBridge(window, answer)
}
