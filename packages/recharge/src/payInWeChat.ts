import { readFields, readText } from '@h5/api'
import { attemptKey } from './attemptKey'
import { checkChoice, priceOf } from './choice'
import { rechargeError } from './errnoTable'
import type { PollOptions } from './pollOrder'
import { RechargeErrorCode } from './RechargeError'
import { runAction } from './runAction'
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
 * the order for the payer's openid with the attempt's idempotency key (docs/openapi.yaml createJsapiOrder), opens
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
  return runAction(
    state,
    'pay',
    async (): Promise<PayOutcome> => {
      const account = state.account
      if (!account || !state.offer) throw rechargeError(RechargeErrorCode.INVALID_ACCOUNT_ID)
      const refusal = checkChoice(state.offer, choice)
      if (refusal) throw refusal
      if (!weixin) throw rechargeError(RechargeErrorCode.JSAPI_OFF)
      const productID = choice.kind === 'package' ? choice.pack.packageID : 'custom'
      const amountFen = priceOf(choice)
      const idempotencyKey = attemptKey(state, `jsapi:${account.accountID}:${productID}:${amountFen}`)
      let fields: Record<string, unknown> | null
      try {
        fields = readFields((await api.createJsapiOrder({ accountID: account.accountID, openid, productID, amountFen, idempotencyKey }, { quiet: true })).data)
      } catch (error) {
        // A refusal is the server's answer: a new key next time. A lost answer keeps the key for the retry.
        if (typeof (error as { errno?: unknown } | null)?.errno === 'number') state.attempt = null
        throw error
      }
      state.attempt = null
      const orderID = readText(fields?.orderID)
      const params = Object.fromEntries(JSAPI_PARAMS.map((name) => [name, readText(fields?.[name])]))
      if (orderID === '' || JSAPI_PARAMS.some((name) => params[name] === '')) throw new Error('unreadable order')
      const answer = readText((await paySheet(weixin, params)).err_msg)
      if (answer.endsWith(':cancel')) return { status: 'cancelled', orderID }
      if (answer.endsWith(':fail')) throw rechargeError(RechargeErrorCode.PAY_FAILED, { errmsg: answer })
      return settleOrder(state, api, orderID, input.polling)
    },
    { exclusive: true },
  )
}
