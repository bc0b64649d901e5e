import { readFields, readText } from '@h5/api'
import { attemptKey } from './attemptKey'
import { checkChoice, priceOf } from './choice'
import { rechargeError } from './errnoTable'
import { RechargeErrorCode } from './RechargeError'
import { runAction } from './runAction'
import type { PayChannel, RechargeApi, RechargeChoice, RechargeResult, RechargeState } from './types'

export interface WebPayInput {
  channel: PayChannel
  choice: RechargeChoice
  /** Where the pay page returns, on the page's own origin; the server adds `orderID`. */
  returnUrl: string
}

/**
 * Web recharge: creates the order for the confirmed account (lookupAccount) and answers the provider's pay page
 * (WeChat H5 pay or Alipay wap pay) for the page to open in the same tab. Checks the choice first; the attempt's
 * idempotency key makes a retry after a time-out the same order.
 *
 * @example
 * const result = await startWebPay(state, api, { channel: 'wechat', choice, returnUrl: `${location.origin}/wxpay` })
 * if (result.ok) location.assign(result.data.payUrl)
 */
export function startWebPay(state: RechargeState, api: Pick<RechargeApi, 'createWebOrder'>, input: WebPayInput): Promise<RechargeResult<{ orderID: string; payUrl: string }>> {
  const { channel, choice, returnUrl } = input
  return runAction(
    state,
    'pay',
    async () => {
      const account = state.account
      if (!account || !state.offer) throw rechargeError(RechargeErrorCode.INVALID_ACCOUNT_ID)
      const refusal = checkChoice(state.offer, choice)
      if (refusal) throw refusal
      const productID = choice.kind === 'package' ? choice.pack.packageID : 'custom'
      const amountFen = priceOf(choice)
      const idempotencyKey = attemptKey(state, `web:${account.accountID}:${channel}:${productID}:${amountFen}`)
      try {
        const fields = readFields(
          (await api.createWebOrder({ accountID: account.accountID, channel, productID, amountFen, idempotencyKey, returnUrl }, { quiet: true })).data,
        )
        state.attempt = null
        const orderID = readText(fields?.orderID)
        const payUrl = readText(fields?.payUrl)
        if (orderID === '' || !/^https?:\/\//.test(payUrl)) throw new Error('unreadable order')
        return { orderID, payUrl }
      } catch (error) {
        // A refusal is the server's answer: a new key next time. A lost answer keeps the key for the retry.
        if (typeof (error as { errno?: unknown } | null)?.errno === 'number') state.attempt = null
        throw error
      }
    },
    { exclusive: true },
  )
}
