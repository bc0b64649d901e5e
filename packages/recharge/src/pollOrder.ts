import { readOrder } from './readOrder'
import type { RechargeApi, RechargeOrder } from './types'

/**
 * How long to wait before each order-status query after native's pay sheet closed: at once, then backing off.
 * About 8 s in all; a payment the provider has not confirmed by then is shown as 支付结果确认中 with a refresh.
 */
export const ORDER_POLL_DELAYS_MS: readonly number[] = [0, 800, 1600, 2400, 3200]

export interface PollOptions {
  /** The waits before each query (ORDER_POLL_DELAYS_MS). */
  delaysMs?: readonly number[]
  /** How to wait (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Asks the server about an order until it is paid, failed or closed, or the waits are used up (then the last
 * answer, pending). A failed query is thrown: the caller's runner makes it a RechargeError.
 */
export async function pollOrder(api: Pick<RechargeApi, 'getPayOrder'>, orderID: string, options: PollOptions = {}): Promise<RechargeOrder> {
  const { delaysMs = ORDER_POLL_DELAYS_MS, sleep = wait } = options
  let order: RechargeOrder = { orderID, status: 'pending', diamonds: 0, priceFen: 0 }
  for (const delay of delaysMs) {
    if (delay > 0) await sleep(delay)
    order = readOrder((await api.getPayOrder({ orderID }, { quiet: true })).data)
    if (order.status !== 'pending') return order
  }
  return order
}
