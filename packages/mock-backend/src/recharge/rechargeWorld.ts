import { MOCK_USER } from '../fixtures.ts'
import type { MockHonorGrant } from '../mall/vipMoneyOrders.ts'

/**
 * The recharge family's server-side state: every order by id, and the order an idempotency key
 * created. Orders are global, not per user, because POST /v1/xpay/order-status takes the order id alone (the
 * web recharge page asks after WeChat's or Alipay's pay page, where no one is signed in).
 */
export interface RechargeWorld {
  orders: Map<string, MockRechargeOrder>
  /** `<account>:<idempotencyKey>` -> order id: the same key answers the same order. */
  byKey: Map<string, string>
}

/**
 * Where an order stands, as docs/openapi.yaml's `RechargeOrderRecord.status`: `PayOrderStatus.status`, and
 * `refunded` (paid, then the money went back), which only a scenario's past orders have.
 */
export type MockOrderStatus = 'pending' | 'paid' | 'failed' | 'closed' | 'refunded'

export interface MockRechargeOrder {
  orderID: string
  /** The account (userID) the diamonds go to. */
  userID: number
  /** `apple`: Apple's in-app purchase, which only a scenario's past orders have (the simulator sells none). */
  channel: 'wechat' | 'alipay' | 'apple'
  /** `app`: paid through native's payV2 (or Apple's); `web`: through the stand-in pay page (mockPayPage.ts). */
  kind: 'app' | 'web'
  priceFen: number
  /** What the order credits, bonus included. */
  diamonds: number
  status: MockOrderStatus
  /** How many times order-status was asked (a slow payment answers pending for a while). */
  queries: number
  /** Unix ms of the order's making: the records list newest first. */
  createdAt: number
  /** Web orders: where the pay page returns, `orderID` added. */
  returnUrl?: string
  /** A VIP money option's order (`diamonds` 0): the membership it extends once paid. Not a recharge record. */
  honor?: MockHonorGrant
}

/** An order of MOCK_USER's, paid before the simulator started (so order-status has one to answer). */
export const MOCK_PAID_ORDER_ID = 'wx_paid_demo'

/** A fresh world: MOCK_USER's paid order only, made a day before `now`. */
export function createRechargeWorld(now: number): RechargeWorld {
  const paid: MockRechargeOrder = {
    orderID: MOCK_PAID_ORDER_ID,
    userID: MOCK_USER.userID,
    channel: 'wechat',
    kind: 'app',
    priceFen: 600,
    diamonds: 60,
    status: 'paid',
    queries: 0,
    createdAt: now - 24 * 60 * 60_000,
  }
  return { orders: new Map([[paid.orderID, paid]]), byKey: new Map() }
}
