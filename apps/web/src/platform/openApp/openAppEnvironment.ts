import { isIos, isWeChatBrowser } from '../userAgent'

/**
 * Where a page that wants to open the app runs, which decides how it opens it (docs/architecture.md, "Opening
 * the app from a web page"):
 *
 * - `app`: inside our app (the bridge's `inApp`, docs/native-contract.md "Environments"): act at once;
 * - `wechat`, `qq`: their own browsers, which block app links and APK downloads;
 * - `ios`, `android`: a phone's browser (Safari, Chrome, a vendor's), which can try the app's link;
 * - `desktop`: anything else, where no app can open: the download page.
 */
export type OpenAppEnvironment = 'app' | 'wechat' | 'qq' | 'ios' | 'android' | 'desktop'

/**
 * The QQ app's own browser (`QQ/8.9.28`). Not the QQ Browser app (`MQQBrowser`), a browser like any other,
 * which Android's WeChat user agent also names.
 */
export function isQQAppBrowser(userAgent: string): boolean {
  return /(^|[\s;(])QQ\/\d/.test(userAgent)
}

/**
 * The environment of a page, from the bridge's answer to whether it runs in the app and the browser's user agent.
 *
 * @example openAppEnvironment({ inApp: appBridge.inApp, navigator }) // 'wechat' in WeChat's browser
 */
export function openAppEnvironment({
  inApp,
  navigator,
}: {
  inApp: boolean
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>
}): OpenAppEnvironment {
  if (inApp) return 'app'
  if (isWeChatBrowser(navigator.userAgent)) return 'wechat'
  if (isQQAppBrowser(navigator.userAgent)) return 'qq'
  if (isIos(navigator)) return 'ios'
  if (/Android/i.test(navigator.userAgent)) return 'android'
  return 'desktop'
}
