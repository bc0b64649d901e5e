import { createBridge } from '@h5/bridge'
import { installFakeNative, type FakeHandlers, type Fault } from '@h5/bridge/testing'
import { JSDOM } from 'jsdom'
import type { RechargeBridge } from '..'

/**
 * The real bridge in a fresh Android web view (`pid/` in its user agent) over a scripted native side: WeChat
 * installed and every pay sheet paid unless `handlers` say otherwise. `native.calls` records what it was asked.
 */
export function androidNative(handlers: FakeHandlers = {}, faults: Partial<Record<'payV2', Fault>> = {}) {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://h5.example.com/wxpay' })
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 pid/123456' })
  const appWindow = window as unknown as Window
  const native = installFakeNative(appWindow, {
    platform: 'android',
    handlers: { checkWx: () => ({ installed: true }), payV2: ({ orderID }) => ({ orderID, status: 'success' }), ...handlers },
    faults,
  })
  return { bridge: createBridge({ window: appWindow }) as RechargeBridge, native }
}
