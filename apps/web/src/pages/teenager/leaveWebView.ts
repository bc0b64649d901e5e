import { toTeenError } from '@h5/teen'
import { appBridge } from '../../platform/appBridge'
import { showToast } from '../../state/overlays'

/**
 * 退出 / 继续使用 on the teen screens native opens: `finish` closes the web view and the user is back in the
 * app. If native cannot (outside the app: 998), the TeenError's message says why in a toast.
 *
 * @example <button type="button" onClick={leaveWebView}>退出</button>
 */
export function leaveWebView(): void {
  appBridge.call('finish').catch((error: unknown) => showToast(toTeenError(error).message))
}
