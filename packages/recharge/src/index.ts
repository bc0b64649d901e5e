/**
 * @h5/recharge: buying 钻石. The server's packages, custom amounts and caps in integer fen, the
 * checks before an order, in-app WeChat Pay / Alipay through native's `payV2` with the order polled until the
 * server says paid, web recharge by account ID (WeChat H5 pay, Alipay wap pay), the error class with named
 * codes, the state factory and actions that return results and never reject.
 */
export { ACCOUNT_ID_PATTERN, lookupAccount } from './lookupAccount'
export { capReminder, capsLeft, checkChoice, diamondsOf, priceOf } from './choice'
export { checkTeenMode } from './checkTeenMode'
export { RECHARGE_ERRCODES, RECHARGE_ERRNOS, RECHARGE_ERROR_MESSAGES, rechargeError, toRechargeError } from './errnoTable'
export { loadRechargeInfo } from './loadRechargeInfo'
export { formatYuan, moneyToFen } from './money'
export { PAY_ANSWER_GRACE_MS, PAY_ANSWER_MS, payInApp } from './payInApp'
export { payInWeChat } from './payInWeChat'
export type { PayInWeChatInput } from './payInWeChat'
export { readWeChatOpenid, weChatAuthorizeUrl } from './weChatAuthorize'
export type { PayInAppInput } from './payInApp'
export { ORDER_POLL_DELAYS_MS, pollOrder } from './pollOrder'
export type { PollOptions } from './pollOrder'
export { queryOrder } from './queryOrder'
export { readOffer } from './readOffer'
export { RECHARGE_ORDERS_PER_PAGE, rechargeOrderPages } from './rechargeOrderPages'
export { RechargeError } from './RechargeError'
export { RechargeErrorCode } from './RechargeErrorCode'
export type { RechargeErrorDetails } from './RechargeError'
export { createRechargeState } from './rechargeState'
export { startWebPay } from './startWebPay'
export type { WebPayInput } from './startWebPay'
export type {
  CustomAmountLimits,
  OrderStatus,
  PayChannel,
  PayOutcome,
  RechargeAccount,
  RechargeAction,
  RechargeApi,
  RechargeBridge,
  RechargeCaps,
  RechargeChoice,
  ProductChoice,
  RechargeOffer,
  RechargeOrder,
  RechargePackage,
  RechargeRecord,
  RechargeRecordChannel,
  RechargeRecordStatus,
  RechargeResult,
  RechargeState,
  RechargeStateOptions,
  WeixinPayAnswer,
  WeixinPayBridge,
} from './types'
