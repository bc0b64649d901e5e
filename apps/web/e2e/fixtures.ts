/**
 * `test` and `expect` for e2e specs that need the native app: the production build under test has no fake
 * native, so this fixture bundles the dev native model (src/dev/appNative.ts over @h5/bridge/testing) with
 * esbuild once per worker and injects it with `page.addInitScript` before any page script runs.
 *
 *   import { expect, nativeCalls, callPage, test } from './fixtures'
 *   test.use({ native: { platform: 'android' } })                         // default: { platform: 'ios' }
 *   test.use({ native: { platform: 'none' } })                            // a plain browser: no pid/, no native
 *   test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 1 } } })  // teen model seed
 *   test.use({ native: { platform: 'ios', fail: { payV2: { errcode: 4005, errmsg: '支付失败' } } } })
 *   test.use({ native: { platform: 'android', payV2: 'cancel', wechatInstalled: false } })  // the pay sheet
 *   test.use({ native: { platform: 'ios', hang: ['getAppVersion'] } })   // never answered: 999 after 5 s
 *   test.use({ native: { platform: 'ios', noBridge: true } })            // an app without the bridge: 999
 *   await callPage(page, 'onBackPressed')                                 // native -> page
 *   expect(await nativeCalls(page)).toContainEqual({ op: 'finish', data: {} })
 *
 * The platform also picks the user agent: the in-app iOS/Android UA with `pid/123456`, or Safari for `none`.
 * Every page records the toasts it shows (toasts.ts: assert them with `expectToast`).
 * The teen seed goes to sessionStorage once, so a reload keeps what the page changed (like app settings).
 */
import { fileURLToPath } from 'node:url'
import type { ReceivedCall } from '@h5/bridge/testing'
import { expect, test as base, type Page } from '@playwright/test'
import { build } from 'esbuild'
import { APP_USER_AGENTS } from '../src/dev/appUserAgents'
import type { E2eNativeOptions } from './fakeNative.entry'
import { recordToasts } from './toasts'

/** In the app; a plain browser (`none`); or WeChat's own browser with the stand-in WeixinJSBridge (`wechat`). */
export type NativeOption = E2eNativeOptions | { platform: 'none' } | { platform: 'wechat'; wxpay?: 'ok' | 'cancel' | 'fail' }

const ENTRY = fileURLToPath(new URL('./fakeNative.entry.ts', import.meta.url))
const GLOBAL_NAME = '__h5E2eNative'

let script: Promise<string> | undefined

/** The fake native as one IIFE (aliases from tsconfig paths, like the app); built once per worker. */
function fakeNativeScript(): Promise<string> {
  script ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    globalName: GLOBAL_NAME,
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  return script
}

export const test = base.extend<{ native: NativeOption }>({
  native: [{ platform: 'ios' }, { option: true }],
  userAgent: async ({ native }, use) => {
    await use(native.platform === 'none' ? APP_USER_AGENTS.browser : APP_USER_AGENTS[native.platform])
  },
  page: async ({ page, native }, use) => {
    await recordToasts(page)
    await installFakeNative(page, native)
    await use(page)
  },
})

/**
 * Puts the fake native (or WeChat's stand-in bridge) into `page` before any of its scripts runs; nothing for
 * `none`. The fixture does it for every spec; the benches (scripts/frames/) call it for their pages.
 */
export async function installFakeNative(page: Page, native: NativeOption): Promise<void> {
  if (native.platform === 'wechat') {
    await page.addInitScript({ content: `${await fakeNativeScript()}\n${GLOBAL_NAME}.startWeChat(${JSON.stringify(native.wxpay ?? 'ok')})` })
  } else if (native.platform !== 'none') {
    // A real webview intercepts the iOS bootstrap frame; so does this, instead of a DNS lookup.
    await page.route('https://__bridge_loaded__/**', (route) => route.fulfill({ status: 204 }))
    await page.addInitScript({ content: `${await fakeNativeScript()}\n${GLOBAL_NAME}.start(${JSON.stringify(native)})` })
  }
}

export { expect }

interface NativeControls {
  __h5FakeNative__: { calls: ReceivedCall[]; callPage(handlerName: string, data?: unknown): Promise<unknown> }
}

/** Every call native received so far, in order. */
export function nativeCalls(page: Page): Promise<ReceivedCall[]> {
  return page.evaluate(() => (window as unknown as NativeControls).__h5FakeNative__.calls)
}

/** Native -> page: calls a handler the page registered (`onBackPressed`, `onPageActive`, `getShareInfo`). */
export function callPage(page: Page, handlerName: string, data?: unknown): Promise<unknown> {
  return page.evaluate(([name, payload]) => (window as unknown as NativeControls).__h5FakeNative__.callPage(name as string, payload), [
    handlerName,
    data,
  ] as const)
}
