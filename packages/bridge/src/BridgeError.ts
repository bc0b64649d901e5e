/**
 * The one error a bridge call rejects with. `errcode` is native's own code, or one of ours:
 * - 999 `请保持App为最新版本`: the app has no bridge, or a quick query got no answer in time (DESIGN §2).
 * - 998 `请在App内打开`: the operation needs the native app and the page is in a plain browser.
 */
export class BridgeError extends Error {
  override readonly name = 'BridgeError'

  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(errmsg)
  }
}
