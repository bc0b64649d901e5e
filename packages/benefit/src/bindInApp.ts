import { runAction } from './runAction'
import type { BenefitBridge, BenefitResult, BenefitState } from './types'
/**
 * Clears the cash-out gate `phone` or `wechat` through native: `gotoBindMobile` opens the app's phone binding,
 * `bindWeChat` its WeChat authorisation. Native binds with the server itself; the page then reloads the
 * cash-out info (on this result, and on `pageActive` when the user comes back).
 *
 * @example
 * const bound = await bindInApp(state, bridge, 'wechat')
 * if (bound.ok) await loadCashoutInfo(state, api, tokens)
 */
export function bindInApp(state: BenefitState, bridge: BenefitBridge, what: 'phone' | 'wechat'): Promise<BenefitResult<unknown>> {
  return runAction(state, 'native', {
    exclusive: true,
    run: () => (what === 'phone' ? bridge.call('gotoBindMobile', {}) : bridge.call('bindWeChat', {})),
  })
}
