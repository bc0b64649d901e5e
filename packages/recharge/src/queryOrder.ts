import { readOrder } from './readOrder'
import { runAction } from './runAction'
import type { RechargeApi, RechargeOrder, RechargeResult, RechargeState } from './types'

/**
 * Asks the server once where an order stands (支付结果确认中's refresh; web recharge's 已完成支付, asked only
 * when the user taps, as WeChat's H5 pay rules require). Every status is data: the page shows paid, pending,
 * failed or closed; only a failed request is an error (ORDER_UNKNOWN for an id the server does not know).
 *
 * @example
 * const result = await queryOrder(state, api, orderID)
 * if (result.ok && result.data.status === 'paid') showPaid(result.data.diamonds)
 */
export function queryOrder(state: RechargeState, api: Pick<RechargeApi, 'getPayOrder'>, orderID: string): Promise<RechargeResult<RechargeOrder>> {
  return runAction(state, 'order', async () => readOrder((await api.getPayOrder({ orderID }, { quiet: true })).data), {
    exclusive: true,
    apply: (order) => {
      state.order = order
    },
  })
}
