import { readFields, readText } from '@h5/api'
import { updateAttempt } from '@h5/request'
import { checkChoice, priceOf } from './choice'
import { rechargeError } from './errnoTable'
import { RechargeErrorCode } from './RechargeErrorCode'
import { runAttempt } from './runAction'
import type { PayChannel, RechargeApi, RechargeChoice, RechargeResult, RechargeState } from './types'

export interface WebPayInput {
  channel: PayChannel
  choice: RechargeChoice
  /** Where the pay page returns, on the page's own origin; the server adds `orderID`. */
  returnUrl: string
}

/**
 * Web recharge: creates the order for the confirmed account (lookupAccount) and answers the provider's pay page
 * (WeChat H5 pay or Alipay wap pay) for the page to open in the same tab. Checks the choice first. The order is
 * the attempt's (`attempts.pay`, with its idempotency key): a retry after a time-out, or 重新支付 of the same
 * choice for the same account while the order is not settled, answers the same order, so it is paid once. The
 * attempt ends when queryOrder hears the order is paid, failed or closed, or the server refuses the order.
 *
 * @example
 * const result = await startWebPay(state, api, { channel: 'wechat', choice, returnUrl: `${location.origin}/wxpay` })
 * if (result.ok) location.assign(result.data.payUrl)
 */
export function startWebPay(state: RechargeState, api: Pick<RechargeApi, 'createWebOrder'>, input: WebPayInput): Promise<RechargeResult<{ orderID: string; payUrl: string }>> {
  const { channel, choice, returnUrl } = input
  return runAttempt(state, 'pay', {
    run: async (begin) => {
      const account = state.account
      if (!account || !state.offer) throw rechargeError(RechargeErrorCode.INVALID_ACCOUNT_ID)
      const refusal = checkChoice(state.offer, choice)
      if (refusal) throw refusal
      const productID = choice.kind === 'package' ? choice.pack.packageID : 'custom'
      const amountFen = priceOf(choice)
      const { key } = begin(`web:${account.accountID}:${channel}:${productID}:${amountFen}`)
      const fields = readFields(
        (await api.createWebOrder({ accountID: account.accountID, channel, productID, amountFen, idempotencyKey: key, returnUrl }, { quiet: true })).data,
      )
      const orderID = readText(fields?.orderID)
      const payUrl = readText(fields?.payUrl)
      if (orderID === '' || !/^https?:\/\//.test(payUrl)) throw new Error('unreadable order')
      updateAttempt(state, 'pay', key, { orderID })
      return { orderID, payUrl }
    },
    // The order is made, not paid: the attempt lasts until the server settles the order (queryOrder).
    settles: () => false,
  })
}
