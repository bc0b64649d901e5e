import { rechargeError } from './errnoTable'
import { pollOrder, type PollOptions } from './pollOrder'
import { RechargeErrorCode } from './RechargeErrorCode'
import type { PayOutcome, RechargeApi, RechargeState } from './types'

/**
 * After a pay sheet closed (native's payV2, WeChat's getBrandWCPayRequest): the server's word on the order, never the
 * sheet's. Polls it into `state.order`; `paid` and `pending` are outcomes, `failed` is PAY_FAILED and `closed`
 * ORDER_CLOSED (thrown for the caller's runner, decided: the server's word settles the attempt, a new order next
 * time).
 */
export async function settleOrder(state: RechargeState, api: Pick<RechargeApi, 'getPayOrder'>, orderID: string, polling?: PollOptions): Promise<PayOutcome> {
  const order = await pollOrder(api, orderID, polling)
  state.order = order
  if (order.status === 'failed') throw rechargeError(RechargeErrorCode.PAY_FAILED, { decided: true })
  if (order.status === 'closed') throw rechargeError(RechargeErrorCode.ORDER_CLOSED, { decided: true })
  return { status: order.status, order }
}
