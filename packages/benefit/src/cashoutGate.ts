import type { CashoutInfo } from '@h5/api'

/**
 * The cash-out gates, in the order they are checked (docs/openapi.yaml `CashoutInfo`), each cleared its own way:
 * `realName` on /oauth, `phone` with native `gotoBindMobile`, `wechat` with native `bindWeChat`; `window` and
 * `times` only by waiting (the window's next opening, next month); `balance` (less available than the minimum of
 * one withdrawal, so no amount can succeed) by earning more.
 */
export type CashoutGate = 'realName' | 'phone' | 'wechat' | 'window' | 'times' | 'balance'

/**
 * The first gate that blocks a withdrawal, or null when the user may withdraw now.
 *
 * @example
 * cashoutGate(info) // 'phone' for a verified user with no phone bound
 */
export function cashoutGate(info: CashoutInfo): CashoutGate | null {
  if (!info.realNameVerified) return 'realName'
  if (!info.phoneBound) return 'phone'
  if (!info.channel.bound) return 'wechat'
  if (!info.window.open) return 'window'
  if (info.timesLeft <= 0) return 'times'
  if (info.availableFen < info.minFen) return 'balance'
  return null
}
