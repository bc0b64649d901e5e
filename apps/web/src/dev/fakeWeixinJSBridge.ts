import { MOCK_PAY_PATH } from '@h5/mock-backend'
import type { WeixinPayAnswer, WeixinPayBridge } from '@h5/recharge'

/** How the stand-in pay sheet ends: paid (`ok`), closed by the user (`cancel`), or refused by WeChat (`fail`). */
export type FakeWeixinAnswer = 'ok' | 'cancel' | 'fail'

/**
 * The dev and e2e stand-in for WeChat's in-browser bridge (never in the production bundle): `window.WeixinJSBridge`
 * with `invoke('getBrandWCPayRequest', …)`, announced by `WeixinJSBridgeReady` as WeChat does. `ok` pays the order
 * at the simulator (MOCK_PAY_PATH/jsapi: what WeChat's server tells ours), `cancel` and `fail` leave it unpaid; then
 * it answers as WeChat's pay sheet would. The authorisation redirect's stand-in is the simulator's (mockWeChat.ts).
 *
 * @example installFakeWeixinJSBridge(window, 'cancel')
 */
export function installFakeWeixinJSBridge(win: Window, answer: FakeWeixinAnswer = 'ok'): void {
  const bridge: WeixinPayBridge = {
    invoke(name, params, callback: (result: WeixinPayAnswer) => void) {
      const body = JSON.stringify({ package: params.package, action: answer === 'ok' ? 'pay' : 'cancel' })
      void fetch(`${MOCK_PAY_PATH}/jsapi`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Client-Id': '111111' }, body })
        .catch(() => undefined)
        .then(() => callback({ err_msg: `${name === 'getBrandWCPayRequest' ? 'get_brand_wcpay_request' : name}:${answer}` }))
    },
  }
  ;(win as Window & { WeixinJSBridge?: WeixinPayBridge }).WeixinJSBridge = bridge
  win.document.dispatchEvent(new Event('WeixinJSBridgeReady'))
}
