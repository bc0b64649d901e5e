import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import type { MockUserRecharge } from '../recharge/mockUserRecharge.ts'
import type { MockOrderStatus, MockRechargeOrder } from '../recharge/rechargeWorld.ts'
import type { ScenarioTable } from './MockScenario.ts'

const YUAN = 100
const HOUR = 60 * 60_000
const set = (changes: Partial<MockUserRecharge>) => (user: MockUser) => {
  Object.assign(user.recharge, changes)
}

/** One past order of the records: its status, channel, price in fen and 钻石, `hoursAgo` hours back. */
type PastOrder = [status: MockOrderStatus, channel: MockRechargeOrder['channel'], priceFen: number, diamonds: number, hoursAgo: number]

/** Adds the user's past orders to the world (getRechargeOrders lists them; getPayOrder answers them too). */
function addPastOrders(user: MockUser, state: MockState, orders: readonly PastOrder[]): void {
  for (const [status, channel, priceFen, diamonds, hoursAgo] of orders) {
    const orderID = `rc_${state.nextId++}`
    state.recharge.orders.set(orderID, { orderID, userID: user.userID, channel, kind: 'app', priceFen, diamonds, status, queries: 0, createdAt: state.now() - hoursAgo * HOUR })
  }
}

/** One order of every status, newest first: what the records page shows for each. */
const EVERY_STATUS: readonly PastOrder[] = [
  ['pending', 'wechat', 600, 60, 1],
  ['paid', 'alipay', 64_800, 6_480 + 520, 26],
  ['failed', 'wechat', 3_000, 300, 50],
  ['closed', 'alipay', 12_800, 1_280, 24 * 9],
  ['refunded', 'wechat', 6_800, 680, 24 * 40],
  ['paid', 'apple', 1_800, 180, 24 * 400],
]

/** 45 orders, three pages of 20: mostly paid, a few of the other statuses. */
const MANY: readonly PastOrder[] = Array.from({ length: 45 }, (_, i): PastOrder => {
  const status: MockOrderStatus = i % 11 === 4 ? 'failed' : i % 13 === 7 ? 'closed' : i === 30 ? 'refunded' : 'paid'
  const priceFen = [600, 3_000, 6_800, 12_800, 64_800][i % 5]!
  return [status, i % 3 === 0 ? 'alipay' : 'wechat', priceFen, priceFen / 10, 5 + i * 19]
})

/**
 * The recharge family's users: one per branch of /wxpay and /alipay the server decides. How native's
 * pay sheet answers (success, cancel, failure, no answer) and whether WeChat is installed are the fake native's
 * (apps/web/src/dev/payScenarios.ts); teen mode is the teen model's. Names start with `recharge-`.
 */
export const RECHARGE_SCENARIOS = {
  'recharge-ready': {
    description: '可充值：余额 100000 钻石，支付后服务端确认到账',
    path: '/wxpay',
    seed: () => {},
  },
  'recharge-pay-failed': {
    description: '支付失败：下单后服务端返回订单 failed',
    path: '/wxpay',
    seed: set({ outcome: 'failed' }),
  },
  'recharge-pay-slow': {
    description: '到账慢：前 5 次查询为 pending，之后 paid（显示支付结果确认中，刷新后到账）',
    path: '/wxpay',
    seed: set({ outcome: 'slow', pendingQueries: 5 }),
  },
  'recharge-pay-closed': {
    description: '订单关闭：下单后服务端返回订单 closed',
    path: '/alipay',
    seed: set({ outcome: 'closed' }),
  },
  'recharge-near-cap': {
    description: '接近每日限额：今日仅剩 100 元可充（提醒；超出时 errno 8380001）',
    path: '/wxpay',
    seed: set({ dailyUsedFen: 500_000 - 100 * YUAN }),
  },
  'recharge-monthly-cap': {
    description: '接近每月限额：本月仅剩 50 元可充（超出时 errno 8380002）',
    path: '/wxpay',
    seed: set({ monthlyUsedFen: 5_000_000 - 50 * YUAN }),
  },
  'recharge-withdrawn': {
    description: '档位下架：30 元档下单时已下架（errno 8380003）',
    path: '/wxpay',
    seed: set({ withdrawnOnOrder: ['d300', 'w300'] }),
  },
  'recharge-no-custom': {
    description: '不支持自定义金额：只能选择档位',
    path: '/alipay',
    seed: set({ customEnabled: false }),
  },
  'recharge-minor': {
    description: '未成年账号：充值被拒绝（errno 8304101）；充值记录仍可查看（一笔已由监护人申请退款）',
    path: '/wxpay',
    seed: (user, state) => {
      user.minor = true
      addPastOrders(user, state, [
        ['refunded', 'wechat', 64_800, 7_000, 24 * 3],
        ['paid', 'alipay', 600, 60, 24 * 5],
      ])
    },
  },
  'recharge-records-empty': {
    description: '充值记录为空：还没有充值过',
    path: '/wxpay/records',
    seed: () => {},
  },
  'recharge-records': {
    description: '充值记录一页：待支付、已到账、支付失败、已关闭、已退款、App Store 各一笔',
    path: '/wxpay/records',
    seed: (user, state) => addPastOrders(user, state, EVERY_STATUS),
  },
  'recharge-records-many': {
    description: '充值记录45条：每页20条，滑到底加载更多，最后一页后显示没有更多了',
    path: '/wxpay/records',
    seed: (user, state) => addPastOrders(user, state, MANY),
  },
} satisfies ScenarioTable
