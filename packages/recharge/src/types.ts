import type { ApiClient, UserTokens } from '@h5/api'
import type { AttemptStorage, MoneyAttempt, NamedRequestsState, RequestResult } from '@h5/request'
import type { RechargeError } from './RechargeError'

/** What an action answers: it never rejects. */
export type RechargeResult<T> = RequestResult<T, RechargeError>

/** How the user pays: WeChat Pay or Alipay. */
export type PayChannel = 'wechat' | 'alipay'

/** One package on sale, money in integer fen. `diamonds + bonus` are credited when paid. */
export interface RechargePackage {
  packageID: string
  diamonds: number
  /** Extra 钻石 on top; 0 for none. */
  bonus: number
  priceFen: number
  /** The server's label (`热门`), or '' for none. */
  tag: string
}

/** The custom amount the user may type instead of a package. */
export interface CustomAmountLimits {
  minFen: number
  maxFen: number
  /** 钻石 per whole yuan. */
  diamondsPerYuan: number
}

/** The account's recharge caps and what is used, in fen (the 2021 rules on live-stream tipping). */
export interface RechargeCaps {
  dailyLimitFen: number
  dailyUsedFen: number
  monthlyLimitFen: number
  monthlyUsedFen: number
  /** Remind the user when what is left of a cap is at most this. */
  remindBelowFen: number
}

/** What the user may buy: every price and limit is the server's. */
export interface RechargeOffer {
  packages: readonly RechargePackage[]
  /** Null when custom amounts are off. */
  custom: CustomAmountLimits | null
  caps: RechargeCaps
}

/** What the user picked: a package, or a custom amount in fen. */
export type RechargeChoice = { kind: 'package'; pack: RechargePackage } | { kind: 'custom'; amountFen: number }

/**
 * Something another family sells for money through the in-app pay flow (a VIP tier's money option, docs/openapi.yaml
 * `PriceOption` with `currency` cny): the server's `productID` and its price in fen, as the page showed it. It
 * credits no 钻石; what it buys is the server's to grant once the order is paid.
 */
export interface ProductChoice {
  kind: 'product'
  productID: string
  priceFen: number
}

/** Web recharge: the account an account ID names, as the server shows it for the user to confirm. */
export interface RechargeAccount {
  accountID: string
  nickname: string
  avatar: string
}

/** Where an order stands on the server. Only `paid` is success. */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'closed'

/** An order as the server last answered it. */
export interface RechargeOrder {
  orderID: string
  status: OrderStatus
  /** 钻石 the order credits, bonus included. */
  diamonds: number
  priceFen: number
}

/** How an order of the records was paid: WeChat Pay, Alipay, Apple's in-app purchase, or one a newer server names. */
export type RechargeRecordChannel = PayChannel | 'apple' | 'unknown'

/**
 * Where an order of the records stands: an {@link OrderStatus}, `refunded` (paid, then the money went back), or
 * `unknown` for a status a newer server may send.
 */
export type RechargeRecordStatus = OrderStatus | 'refunded' | 'unknown'

/** One order of the recharge records (getRechargeOrders), money in integer fen. */
export interface RechargeRecord {
  orderID: string
  /** What was paid. */
  amountFen: number
  /** 钻石 the order credits, bonus included. */
  diamonds: number
  channel: RechargeRecordChannel
  status: RechargeRecordStatus
  /** Unix ms of the order. */
  createdAt: number
}

/**
 * How an in-app payment ended: the server's word (`paid`, `pending` after the polling gave up), or `cancelled`
 * when the user closed native's pay sheet (not an error). `failed` and `closed` are errors (PAY_FAILED,
 * ORDER_CLOSED), so a result's data is never a failure.
 */
export type PayOutcome = { status: 'paid' | 'pending'; order: RechargeOrder } | { status: 'cancelled'; orderID: string }

/** The actions that keep a status and an error in the state. */
export type RechargeAction = 'info' | 'account' | 'pay' | 'order' | 'wechat'

/** A page visit's recharge state (createRechargeState). */
export interface RechargeState extends NamedRequestsState<RechargeAction, RechargeError> {
  /** In the app: the 钻石 balance, as the server last answered it. */
  balance: number | null
  /** The offer of the signed-in user (in the app) or of the confirmed account (web). */
  offer: RechargeOffer | null
  /** Web recharge: the account the user looked up. */
  account: RechargeAccount | null
  /**
   * `attempts.pay`: the open order attempt (@h5/request `MoneyAttempt`): its idempotency key, what it orders
   * (`app:wechat:d60:6.00`, `web:10001:alipay:w300:3000`) and, once the server made it, the order, until the server
   * says the order is paid, failed or closed, the user closed the pay sheet, or the server refused it. Kept for
   * the tab when the state has a storage, so a reload in the middle of a payment finds the order.
   */
  attempts: { pay: MoneyAttempt | null }
  /** The last order and where it stands. */
  order: RechargeOrder | null
}

/** The endpoints the actions call (an `ApiClient` of @h5/api fits). */
export type RechargeApi = Pick<
  ApiClient,
  | 'getRechargeInfo'
  | 'createWxOrder'
  | 'createAliOrder'
  | 'getPayOrder'
  | 'getRechargeOrders'
  | 'findRechargeAccount'
  | 'createWebOrder'
  | 'getWxWebAuthorizeUrl'
  | 'wxAuth'
  | 'createJsapiOrder'
>

/** What WeChat's pay sheet answers (`err_msg`): `get_brand_wcpay_request:ok`, `:cancel` or `:fail`. */
export interface WeixinPayAnswer {
  err_msg?: string
}

/**
 * WeChat's in-browser bridge, by shape (`window.WeixinJSBridge` inside WeChat's browser): the one call pay inside
 * WeChat needs, `invoke('getBrandWCPayRequest', params, callback)`, which opens WeChat's pay sheet.
 */
export interface WeixinPayBridge {
  invoke(name: 'getBrandWCPayRequest', params: Record<string, string>, callback: (answer: WeixinPayAnswer) => void): void
}

/** The native operations the actions use, by shape (`createBridge()` of @h5/bridge fits). */
export interface RechargeBridge {
  call(op: 'checkWx'): Promise<{ installed: boolean }>
  call(
    op: 'payV2',
    data: { channel: 'wechat'; orderID: string; payParams: Record<string, string> } | { channel: 'alipay'; orderID: string; orderString: string },
  ): Promise<{ orderID: string; status: 'success' | 'pending' }>
  call(op: 'teenagerCanUse'): Promise<{ canUse: boolean; open?: boolean }>
  call(op: 'gotoRecharge', data: { diamonds?: number }): Promise<unknown>
}

/** How a recharge state is made: where its open order attempt is kept for the tab (`sessionStorage`). */
export interface RechargeStateOptions {
  storage?: AttemptStorage
  /**
   * The name the open order is kept under in `storage` (default `recharge`). Another family paying through this
   * flow (the VIP page's money options) keeps its own, so the recharge page never finds its order, nor it theirs.
   */
  keptAs?: string
}

export type { UserTokens }
