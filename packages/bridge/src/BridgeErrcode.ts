/**
 * The errcodes the SDK itself rejects with, one name each (docs/native-contract.md, "Errcodes"; native's own
 * codes, 4000 and up, come through as native sent them). Each has the message of {@link BRIDGE_ERRMSG}.
 * Compare a failure's `errcode` with a member, never with a bare number.
 *
 * @example
 * try { await bridge.call('getAppVersion') } catch (e) {
 *   if ((e as BridgeError).errcode === BridgeErrcode.NOT_IN_APP) showOpenInApp()
 * }
 */
export const BridgeErrcode = {
  /**
   * 999 `请保持App为最新版本`: no bridge within `readyTimeoutMs` (an app too old to have one), a quick query (or a
   * call with `timeoutMs`) unanswered in time, or native's `callHandler` threw.
   */
  OUTDATED_APP: 999,
  /** 998 `请在App内打开`: the op needs the native app and the page runs in a plain browser with no web fallback. */
  NOT_IN_APP: 998,
  /** 997 `操作已取消`: the call's `signal` aborted, or the user dismissed the browser's share sheet. */
  CANCELLED: 997,
  /** 996 `链接地址不安全`: a URL field of the payload fails its check (`isSafeUrl`); native never saw the call. */
  UNSAFE_URL: 996,
  /**
   * 995 `App返回的数据格式不正确`: native's reply cannot be read (`readReply`): a string that is not JSON, a value
   * that is not an object, or an `errcode` that is neither a number nor an integer as text.
   */
  BAD_REPLY: 995,
  /** 994 `当前浏览器无法完成此操作`: a web fallback was refused by the browser (clipboard permission, autoplay). */
  BROWSER_REFUSED: 994,
} as const

/** One of {@link BridgeErrcode}'s values. */
export type BridgeErrcode = (typeof BridgeErrcode)[keyof typeof BridgeErrcode]
