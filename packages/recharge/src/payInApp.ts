import { readText } from '@h5/api'
import { updateAttempt } from '@h5/request'
import { checkChoice, priceOf } from './choice'
import { rechargeError } from './errnoTable'
import { formatYuan } from './money'
import type { PollOptions } from './pollOrder'
import { readEnvelope } from './readEnvelope'
import { RechargeErrorCode } from './RechargeErrorCode'
import { runAttempt } from './runAction'
import { settleOrder } from './settleOrder'
import type { PayChannel, PayOutcome, ProductChoice, RechargeApi, RechargeBridge, RechargeChoice, RechargeResult, RechargeState, UserTokens } from './types'

export interface PayInAppInput {
  tokens: UserTokens
  channel: PayChannel
  /** A package or a custom amount of 钻石; or another family's product sold for money (a VIP money option). */
  choice: RechargeChoice | ProductChoice
  /** How the order is polled after the pay sheet closed. */
  polling?: PollOptions
  /**
   * How long native's pay sheet may stay without an answer before the order is asked about anyway (the server is
   * the truth; a payment made while native lost its answer still shows). Default {@link PAY_ANSWER_MS}.
   */
  payAnswerMs?: number
  /**
   * Aborted when the user is back on the page while the pay sheet has not answered (native's `pageActive`):
   * native then has {@link PAY_ANSWER_GRACE_MS} more, for an answer that trails the return, and the order is
   * asked about.
   */
  returned?: AbortSignal
}

/** How long the pay sheet may go unanswered before the order is asked about: the page never says 支付中… longer. */
export const PAY_ANSWER_MS = 20_000
/** How long native may still answer once the user is back on the page. */
export const PAY_ANSWER_GRACE_MS = 1500

/** Native errcodes that mean the user closed the pay sheet (docs/native-contract.md): an outcome, not an error. */
const CANCELLED_ERRCODES = new Set([4002, 997])
const NO_ANSWER = Symbol('no answer')

const WX_PARAMS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const

/** Native's answer to the pay sheet, or NO_ANSWER once it had `payAnswerMs`, or the grace after the user's return. */
function paySheetAnswer(pay: Promise<unknown>, payAnswerMs: number, returned: AbortSignal | undefined): Promise<unknown> {
  const timers: ReturnType<typeof setTimeout>[] = []
  let onReturn = () => {}
  const noAnswer = new Promise((resolve) => {
    timers.push(setTimeout(resolve, payAnswerMs, NO_ANSWER))
    onReturn = () => void timers.push(setTimeout(resolve, PAY_ANSWER_GRACE_MS, NO_ANSWER))
    if (returned?.aborted) onReturn()
    else returned?.addEventListener('abort', onReturn, { once: true })
  })
  return Promise.race([pay, noAnswer]).finally(() => {
    timers.forEach(clearTimeout)
    returned?.removeEventListener('abort', onReturn)
  })
}

/**
 * Pays a recharge in the app on Android (or another family's product sold for money: a `ProductChoice`, whose
 * order credits no 钻石): checks the choice against the offer, asks `checkWx` first
 * for WeChat, creates the order with the user's tokens and the attempt's idempotency key, hands it to native's
 * `payV2`, then polls the order until the server says paid, failed or closed. Success is only ever the server's
 * `paid`; `pending` after the polling is an outcome the page shows as 支付结果确认中 (refresh with queryOrder).
 * The user closing the pay sheet is the outcome `cancelled`.
 *
 * The order is the attempt's (`attempts.pay`, kept for the tab when the state has a storage): until the server
 * says paid, failed or closed, or the pay sheet was closed unpaid, paying the same choice again (a retry after a
 * time-out, a pay sheet that never answered, a reload mid-payment) sends the same key, so the server answers the
 * same order and it is paid once. A double tap is one order (`exclusive`).
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
  return runAttempt(state, 'pay', {
    run: async (begin): Promise<PayOutcome> => {
      // A product's limits are the server's alone (it answers the caps' errnos as for a recharge).
      const refusal = state.offer && choice.kind !== 'product' ? checkChoice(state.offer, choice) : null
      if (refusal) throw refusal
      if (channel === 'wechat' && !(await bridge.call('checkWx')).installed) throw rechargeError(RechargeErrorCode.WECHAT_MISSING)
      const productID = choice.kind === 'package' ? choice.pack.packageID : choice.kind === 'product' ? choice.productID : 'custom'
      // createWxOrder / createAliOrder take yuan (docs/openapi.yaml `PayOrderPayload`, the product spec's order
      // calls, shared with other products), unlike the recharge endpoints' integer fen: converted here only.
      const amount = formatYuan(choice.kind === 'product' ? choice.priceFen : priceOf(choice))
      const { key } = begin(`app:${channel}:${productID}:${amount}`)
      const payload = { ...tokens, productID, amount, idempotencyKey: key }
      const envelope = channel === 'wechat' ? await api.createWxOrder(payload, { quiet: true }) : await api.createAliOrder(payload, { quiet: true })
      const data = readEnvelope(envelope)
      const orderID = readText(data.orderID)
      if (orderID === '') throw new Error('unreadable order')
      updateAttempt(state, 'pay', key, { orderID })
      const pay =
        channel === 'wechat'
          ? bridge.call('payV2', { channel, orderID, payParams: Object.fromEntries(WX_PARAMS.map((name) => [name, readText(data[name])])) })
          : bridge.call('payV2', { channel, orderID, orderString: readText(data.orderString) })
      // Native may never answer (a lost callback); its late failure must not become an unhandled rejection.
      pay.catch(() => {})
      try {
        await paySheetAnswer(pay, input.payAnswerMs ?? PAY_ANSWER_MS, input.returned)
      } catch (error) {
        const errcode = (error as { errcode?: unknown } | null)?.errcode
        if (typeof errcode === 'number' && CANCELLED_ERRCODES.has(errcode)) return { status: 'cancelled', orderID }
        throw error
      }
      return settleOrder(state, api, orderID, input.polling)
    },
    // Paid, or the sheet closed unpaid, ends the attempt; pending keeps its order for the return to the page.
    settles: (outcome) => outcome.status !== 'pending',
  })
}
