import { readFields, readText } from '@h5/api'
import { updateAttempt } from '@h5/request'
import { checkChoice, priceOf } from './choice'
import { rechargeError } from './errnoTable'
import type { PollOptions } from './pollOrder'
import { RechargeErrorCode } from './RechargeErrorCode'
import { runAttempt } from './runAction'
import { settleOrder } from './settleOrder'
import type { PayOutcome, RechargeApi, RechargeChoice, RechargeResult, RechargeState, WeixinPayAnswer, WeixinPayBridge } from './types'

export interface PayInWeChatInput {
  /** The payer's openid under the server's official account (readWeChatOpenid). */
  openid: string
  choice: RechargeChoice
  /** How the order is polled after the pay sheet closed. */
  polling?: PollOptions
}

const JSAPI_PARAMS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const

/** WeChat's pay sheet, as a promise of its answer. */
function paySheet(weixin: WeixinPayBridge, params: Record<string, string>): Promise<WeixinPayAnswer> {
  return new Promise((resolve) => weixin.invoke('getBrandWCPayRequest', params, (answer) => resolve(answer ?? {})))
}

/**
 * Web recharge inside WeChat's browser (JSAPI), for the confirmed account (lookupAccount): checks the choice, creates
 * the order for the payer's openid with the attempt's idempotency key (docs/openapi.yaml createJsapiOrder; the order
 * is the attempt's, `attempts.pay`, as in payInApp: a retry answers the same order until it settles), opens
 * WeChat's pay sheet (`getBrandWCPayRequest`), then asks the server until it says paid: the sheet's `ok` is not
 * the server's word. `:cancel` is the outcome `cancelled`; `:fail` is PAY_FAILED; no `weixin` (not WeChat's
 * browser, or too old) and 8380007 are JSAPI_OFF, for the page to guide the user to the browser.
 *
 * @example
 * const result = await payInWeChat(state, { api, weixin }, { openid, choice })
 * if (result.ok && result.data.status === 'paid') showPaid(result.data.order.diamonds)
 */
export function payInWeChat(
  state: RechargeState,
  client: { api: Pick<RechargeApi, 'createJsapiOrder' | 'getPayOrder'>; weixin: WeixinPayBridge | null },
  input: PayInWeChatInput,
): Promise<RechargeResult<PayOutcome>> {
  const { api, weixin } = client
  const { openid, choice } = input
  return runAttempt(state, 'pay', {
    run: async (begin): Promise<PayOutcome> => {
      const account = state.account
      if (!account || !state.offer) throw rechargeError(RechargeErrorCode.INVALID_ACCOUNT_ID)
      const refusal = checkChoice(state.offer, choice)
      if (refusal) throw refusal
      if (!weixin) throw rechargeError(RechargeErrorCode.JSAPI_OFF)
      const productID = choice.kind === 'package' ? choice.pack.packageID : 'custom'
      const amountFen = priceOf(choice)
      const { key } = begin(`jsapi:${account.accountID}:${productID}:${amountFen}`)
      const fields = readFields((await api.createJsapiOrder({ accountID: account.accountID, openid, productID, amountFen, idempotencyKey: key }, { quiet: true })).data)
      const orderID = readText(fields?.orderID)
      const params = Object.fromEntries(JSAPI_PARAMS.map((name) => [name, readText(fields?.[name])]))
      if (orderID === '' || JSAPI_PARAMS.some((name) => params[name] === '')) throw new Error('unreadable order')
      updateAttempt(state, 'pay', key, { orderID })
      const answer = readText((await paySheet(weixin, params)).err_msg)
      if (answer.endsWith(':cancel')) return { status: 'cancelled', orderID }
      if (answer.endsWith(':fail')) throw rechargeError(RechargeErrorCode.PAY_FAILED, { errmsg: answer })
      return settleOrder(state, api, orderID, input.polling)
    },
    // Paid, or the sheet closed unpaid, ends the attempt; pending keeps its order for the return to the page.
    settles: (outcome) => outcome.status !== 'pending',
  })
}
