/**
 * Where the simulator stands in for WeChat inside its own browser (pay inside WeChat, JSAPI): `<path>/authorize`,
 * WeChat's silent web authorisation (snsapi_base), which sends the browser straight back to `redirect_uri` with a
 * `code` and the page's `state`. The address comes from getWxWebAuthorizeUrl's answer, so the app never names
 * it; served by the simulator only (dev, preview and tests), never part of the production build. The pay sheet's
 * stand-in is the fake `WeixinJSBridge` of apps/web/src/dev/fakeWeixinJSBridge.ts, which settles its order at
 * `MOCK_PAY_PATH/jsapi`.
 */
export const MOCK_WX_PATH = '/v1/mock-wx'

/** The official account's appid the simulator signs its JSAPI orders for. */
export const MOCK_WX_APPID = 'wx-mock-app'

/**
 * The simulator's server without JSAPI pay (errno 8380007), played by its inputs, as its other branches are: a
 * `state` of getWxWebAuthorizeUrl, or an `openid` of createJsapiOrder, that starts with this.
 */
export const MOCK_JSAPI_OFF_PREFIX = 'jsapi-off'
