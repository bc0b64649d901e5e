import type { MoneyPrice } from '@h5/mall'
import type { UserTokens } from '@h5/api'
import { createRechargeState, payInApp, queryOrder, RechargeErrorCode, type PayChannel, type RechargeError, type RechargeState } from '@h5/recharge'
import type { PurchaseOutcome } from '../../components/purchaseTypes'
import { rechargeApi } from '../../platform/api/rechargeApi'
import { appBridge } from '../../platform/appBridge'
import { browserStorage } from '../../platform/browserStorage'
import { ownAttemptsBySession } from '../../platform/session/ownAttemptsBySession'

/**
 * A VIP money option paid through the recharge family's pay flow, on Android: loaded on demand when the user
 * confirms one (VipPurchase.tsx), never with the VIP pages' start-up JS.
 */

/** The server has not settled the payment yet: the next tap asks it first, never pays a second order. */
export const VIP_PAY_PENDING = '支付结果确认中，请稍后再点「确认支付」查看结果'
const CANCELLED = '已取消支付'
const WITHDRAWN = '该开通选项已变动，请重新选择'

/**
 * The VIP page's pay state: its open order kept for the tab under its own name (`vip`, never the recharge page's),
 * for the signed-in user only.
 */
export function createVipPayState(): RechargeState {
  const state = createRechargeState({ storage: browserStorage('sessionStorage'), keptAs: 'vip' })
  void ownAttemptsBySession(state)
  return state
}

/** A recharge error as the purchase sheet draws it: a minor's account or teen mode is the minor's refusal. */
function failureOf(error: RechargeError): PurchaseOutcome<never> {
  if (error.code === RechargeErrorCode.MINOR || error.code === RechargeErrorCode.TEEN_MODE) return { ok: false, error: { message: error.message, decided: true, refusal: 'minor' } }
  // The option's price changed or its tier is no longer sold (8380003): the page loads the tiers again.
  const message = error.code === RechargeErrorCode.PACKAGE_WITHDRAWN ? WITHDRAWN : error.message
  return { ok: false, error: { message, decided: error.decided } }
}

/** Native's VIP success page, then the answer: its failure (an older app) changes nothing the server decided. */
async function paid(orderID: string): Promise<PurchaseOutcome<{ orderID: string }>> {
  await appBridge.call('openVipWxPaySuccess', { orderID }).catch(() => {})
  return { ok: true, data: { orderID } }
}

export interface PayVipOptionInput {
  tokens: UserTokens
  channel: PayChannel
  price: MoneyPrice
  /** Aborted when the user is back on the page while the pay sheet has not answered (native's `pageActive`). */
  returned?: AbortSignal
}

/**
 * Pays a VIP money option: an order still open from an earlier attempt (a pending answer, a reload) is asked
 * about first, so nobody pays twice; else `payInApp` of @h5/recharge (checkWx, the order with the option's
 * `productID` and the attempt's key, native's `payV2`, the polled order). Only the server's `paid` is success,
 * and then native's `openVipWxPaySuccess` shows its page; the closed pay sheet is 已取消支付, pending is
 * {@link VIP_PAY_PENDING}.
 *
 * @example
 * const outcome = await payVipOption(state, { tokens, channel: 'wechat', price: moneyPrice(option)! })
 */
export async function payVipOption(state: RechargeState, input: PayVipOptionInput): Promise<PurchaseOutcome<{ orderID: string }>> {
  const open = state.attempts.pay?.orderID
  if (open) {
    const asked = await queryOrder(state, rechargeApi, open)
    if (!asked.ok && !asked.error.decided) return failureOf(asked.error)
    if (asked.ok && asked.data.status === 'paid') return paid(open)
    if (asked.ok && asked.data.status === 'pending') return { ok: false, error: { message: VIP_PAY_PENDING, decided: false } }
    // Failed, closed or unknown: queryOrder ended that attempt; this one is a new order.
  }
  const { tokens, channel, price, returned } = input
  const choice = { kind: 'product' as const, ...price }
  const result = await payInApp(state, { api: rechargeApi, bridge: appBridge }, { tokens, channel, choice, ...(returned && { returned }) })
  if (!result.ok) return failureOf(result.error)
  if (result.data.status === 'cancelled') return { ok: false, error: { message: CANCELLED, decided: true } }
  if (result.data.status === 'pending') return { ok: false, error: { message: VIP_PAY_PENDING, decided: false } }
  return paid(result.data.order.orderID)
}
