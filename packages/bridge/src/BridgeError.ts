import { BridgeErrcode } from './BridgeErrcode'

/**
 * The message of each errcode the SDK itself rejects with ({@link BridgeErrcode} says when each happens;
 * docs/native-contract.md, "Errcodes", also lists native's own, 4000 and up, which come through as native sent
 * them).
 */
export const BRIDGE_ERRMSG: Readonly<Record<number, string>> = {
  [BridgeErrcode.OUTDATED_APP]: '请保持App为最新版本',
  [BridgeErrcode.NOT_IN_APP]: '请在App内打开',
  [BridgeErrcode.CANCELLED]: '操作已取消',
  [BridgeErrcode.UNSAFE_URL]: '链接地址不安全',
  [BridgeErrcode.BAD_REPLY]: 'App返回的数据格式不正确',
  [BridgeErrcode.BROWSER_REFUSED]: '当前浏览器无法完成此操作',
}

/**
 * The one error a bridge call rejects with: `errcode` is native's own code or one of {@link BridgeErrcode}.
 * Check `errcode`, not the class, when two copies of the SDK may meet (teen and api do).
 *
 * @example
 * try { await bridge.call('getAppVersion') } catch (e) { if (e instanceof BridgeError && e.errcode === BridgeErrcode.NOT_IN_APP) … }
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
