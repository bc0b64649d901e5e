import type { Platform } from '@h5/bridge'

/**
 * Which recharge the page offers: `android` pays in the app through native's `payV2`; `ios` hands off
 * to native's `gotoRecharge` (Apple's in-app purchase: virtual currency may not be sold there through WeChat Pay
 * or Alipay); `web` is web recharge by account ID outside the app.
 *
 * @example rechargeMode({ inApp: true, platform: 'android' }) // 'android'
 */
export function rechargeMode(bridge: { inApp: boolean; platform: Platform }): 'android' | 'ios' | 'web' {
  if (!bridge.inApp) return 'web'
  return bridge.platform === 'ios' ? 'ios' : 'android'
}
