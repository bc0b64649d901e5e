import type { AppNativeOptions } from './appNative'

/**
 * The pay sheet's dev scenarios (`pnpm dev`), picked with `?pay=cancel|fail|none` (the pay sheet is
 * closed, fails with 4005, or never answers) and `?wx=missing` (WeChat not installed) on any page; the server's
 * side of a payment is the simulator's `recharge-*` scenarios. An unknown value changes nothing.
 *
 * @example payNativeOptions(new URLSearchParams('?pay=cancel')) // { payV2: 'cancel' }
 */
export function payNativeOptions(query: URLSearchParams): Pick<AppNativeOptions, 'payV2' | 'wechatInstalled' | 'hang'> {
  const pay = query.get('pay')
  return {
    ...(pay === 'cancel' || pay === 'fail' ? { payV2: pay } : {}),
    ...(pay === 'none' ? { hang: ['payV2'] as const } : {}),
    ...(query.get('wx') === 'missing' ? { wechatInstalled: false } : {}),
  }
}
