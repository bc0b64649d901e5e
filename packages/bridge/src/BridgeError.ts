/**
 * The messages of the errcodes the SDK itself rejects with (docs/native-contract.md, "Errcodes", which also
 * lists native's own, 4000 and up; those come through as native sent them).
 *
 * - 999 `请保持App为最新版本`: no bridge within `readyTimeoutMs` (an app too old to have one), a quick query
 *   unanswered within its deadline, or native's `callHandler` threw.
 * - 998 `请在App内打开`: the op needs the native app and the page runs in a plain browser with no web fallback.
 * - 997 `操作已取消`: the call's `signal` aborted, or the user dismissed the browser's share sheet.
 * - 996 `链接地址不安全`: a URL in the payload is not http(s) or an allowed app scheme (`isSafeUrl`).
 * - 995 `App返回的数据格式不正确`: native's reply cannot be read (`readReply`): a string that is not JSON, a
 *   value that is not an object, or an `errcode` that is neither a number nor an integer as text.
 * - 994 `当前浏览器无法完成此操作`: a web fallback failed (clipboard or audio refused by the browser).
 */
export const BRIDGE_ERRMSG: Readonly<Record<number, string>> = {
  999: '请保持App为最新版本',
  998: '请在App内打开',
  997: '操作已取消',
  996: '链接地址不安全',
  995: 'App返回的数据格式不正确',
  994: '当前浏览器无法完成此操作',
}

/**
 * The one error a bridge call rejects with: `errcode` is native's own code or one of {@link BRIDGE_ERRMSG}.
 * Check `errcode`, not the class, when two copies of the SDK may meet (teen and api do).
 *
 * @example
 * try { await bridge.call('getAppVersion') } catch (e) { if (e instanceof BridgeError && e.errcode === 998) … }
 */
export class BridgeError extends Error {
  // `declare` fields, assigned in the constructor: the build targets ES2020 (scripts/tsup-config.ts), where a
  // class field (even one without an initialiser) compiles to a defineProperty helper; `declare` is types only.
  declare readonly name: 'BridgeError'
  declare readonly errcode: number
  declare readonly errmsg: string

  constructor(errcode: number, errmsg?: string) {
    const message = errmsg || BRIDGE_ERRMSG[errcode] || `操作失败（${errcode}）`
    super(message)
    this.name = 'BridgeError'
    this.errcode = errcode
    this.errmsg = message
  }
}
