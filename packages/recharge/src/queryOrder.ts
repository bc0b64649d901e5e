import { endAttempt } from '@h5/request'
import { readOrder } from './readOrder'
import { runAction } from './runAction'
import type { RechargeApi, RechargeOrder, RechargeResult, RechargeState } from './types'

/**
 * Asks the server once where an order stands (支付结果确认中's refresh; the return to the page with an order
 * still open; web recharge's 已完成支付, asked only when the user taps, as WeChat's H5 pay rules require). Every
 * status is data: the page shows paid, pending, failed or closed; only a failed request is an error
 * (ORDER_UNKNOWN for an id the server does not know). When the order is the open attempt's (`attempts.pay`) and
 * the server settled it (paid, failed, closed, or knows no such order), the attempt ends: the next payment is a
 * new order.
 *
 * @example
 * const result = await queryOrder(state, api, orderID)
 * if (result.ok && result.data.status === 'paid') showPaid(result.data.diamonds)
 */
export function queryOrder(state: RechargeState, api: Pick<RechargeApi, 'getPayOrder'>, orderID: string): Promise<RechargeResult<RechargeOrder>> {
  const settle = () => {
    const open = state.attempts.pay
    if (open?.orderID === orderID) endAttempt(state, 'pay', open.key)
  }
  return runAction(state, 'order', {
    run: async () => readOrder((await api.getPayOrder({ orderID }, { quiet: true })).data),
    exclusive: true,
    apply: (order) => {
      state.order = order
      if (order.status !== 'pending') settle()
    },
    fail: (error) => {
      if (error.decided) settle()
    },
  })
}
