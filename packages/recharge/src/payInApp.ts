import { readText } from '@h5/api'
import { attemptKey } from './attemptKey'
import { checkChoice, priceOf } from './choice'
import { rechargeError } from './errnoTable'
import { formatYuan } from './money'
import type { PollOptions } from './pollOrder'
import { readEnvelope } from './readEnvelope'
import { RechargeErrorCode } from './RechargeError'
import { runAction } from './runAction'
import { settleOrder } from './settleOrder'
import type { PayChannel, PayOutcome, RechargeApi, RechargeBridge, RechargeChoice, RechargeResult, RechargeState, UserTokens } from './types'

export interface PayInAppInput {
  tokens: UserTokens
  channel: PayChannel
  choice: RechargeChoice
  /** How the order is polled after the pay sheet closed. */
  polling?: PollOptions
  /**
   * How long native's pay sheet may stay without an answer before the order is polled anyway (the server is the
   * truth; a payment made while native lost its answer still shows). Default 60 s.
   */
  payAnswerMs?: number
}

/** Native errcodes that mean the user closed the pay sheet (docs/native-contract.md): an outcome, not an error. */
const CANCELLED_ERRCODES = new Set([4002, 997])
const NO_ANSWER = Symbol('no answer')

const WX_PARAMS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const

/**
 * Pays a recharge in the app on Android (issue 15): checks the choice against the offer, asks `checkWx` first
 * for WeChat, creates the order with the user's tokens and the attempt's idempotency key, hands it to native's
 * `payV2`, then polls the order until the server says paid, failed or closed. Success is only ever the server's
 * `paid`; `pending` after the polling is an outcome the page shows as 支付结果确认中 (refresh with queryOrder).
 * The user closing the pay sheet is the outcome `cancelled`. A double tap is one order (`exclusive`, and the
 * same key for a retry of an attempt the server has not answered).
 *
 * @example
 * const result = await payInApp(state, { api, bridge }, { tokens, channel: 'wechat', choice: { kind: 'package', pack } })
 * if (result.ok && result.data.status === 'paid') showPaid(result.data.order.diamonds)
 */
export function payInApp(
  state: RechargeState,
  client: { api: Pick<RechargeApi, 'createWxOrder' | 'createAliOrder' | 'getPayOrder'>; bridge: Pick<RechargeBridge, 'call'> },
  input: PayInAppInput,
): Promise<RechargeResult<PayOutcome>> {
  const { api, bridge } = client
  const { tokens, channel, choice } = input
  return runAction(
    state,
    'pay',
    async (): Promise<PayOutcome> => {
      const refusal = state.offer ? checkChoice(state.offer, choice) : null
      if (refusal) throw refusal
      if (channel === 'wechat' && !(await bridge.call('checkWx')).installed) throw rechargeError(RechargeErrorCode.WECHAT_MISSING)
      const productID = choice.kind === 'package' ? choice.pack.packageID : 'custom'
      // createWxOrder / createAliOrder take yuan (docs/openapi.yaml `PayOrderPayload`, the product spec's order
      // calls, shared with other products), unlike the recharge endpoints' integer fen: converted here only.
      const amount = formatYuan(priceOf(choice))
      const idempotencyKey = attemptKey(state, `app:${channel}:${productID}:${amount}`)
      const payload = { ...tokens, productID, amount, idempotencyKey }
      const envelope = channel === 'wechat' ? await api.createWxOrder(payload, { quiet: true }) : await api.createAliOrder(payload, { quiet: true })
      // The server answered (an order or a refusal): the next tap is a new attempt with a new key.
      state.attempt = null
      const data = readEnvelope(envelope)
      const orderID = readText(data.orderID)
      if (orderID === '') throw new Error('unreadable order')
      const pay =
        channel === 'wechat'
          ? bridge.call('payV2', { channel, orderID, payParams: Object.fromEntries(WX_PARAMS.map((name) => [name, readText(data[name])])) })
          : bridge.call('payV2', { channel, orderID, orderString: readText(data.orderString) })
      // Native may never answer (a lost callback); its late failure must not become an unhandled rejection.
      pay.catch(() => {})
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([pay, new Promise((resolve) => (timer = setTimeout(resolve, input.payAnswerMs ?? 60_000, NO_ANSWER)))])
      } catch (error) {
        const errcode = (error as { errcode?: unknown } | null)?.errcode
        if (typeof errcode === 'number' && CANCELLED_ERRCODES.has(errcode)) return { status: 'cancelled', orderID }
        throw error
      } finally {
        clearTimeout(timer)
      }
      return settleOrder(state, api, orderID, input.polling)
    },
    { exclusive: true },
  )
}
