import type { WeixinPayBridge } from '@h5/recharge'

/** How long WeChat's browser may take to inject its bridge after the page loaded. */
const READY_WITHIN_MS = 3000

/**
 * WeChat's in-browser bridge (`window.WeixinJSBridge`), once WeChat has injected it: at once when it is there,
 * else on WeChat's `WeixinJSBridgeReady` event; null when it does not come (not WeChat's browser, a version
 * without it), which the recharge page answers by guiding the user to the system browser.
 *
 * @example
 * const weixin = await waitForWeixinJSBridge(window)
 */
export function waitForWeixinJSBridge(win: Window, withinMs = READY_WITHIN_MS): Promise<WeixinPayBridge | null> {
  const current = () => (win as Window & { WeixinJSBridge?: WeixinPayBridge }).WeixinJSBridge ?? null
  const ready = current()
  if (ready) return Promise.resolve(ready)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      win.document.removeEventListener('WeixinJSBridgeReady', done)
      resolve(current())
    }
    const timer = setTimeout(done, withinMs)
    win.document.addEventListener('WeixinJSBridgeReady', done)
  })
}
