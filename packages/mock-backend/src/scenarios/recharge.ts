import type { MockUser } from '../createMockUser.ts'
import type { MockUserRecharge } from '../recharge/mockUserRecharge.ts'
import type { ScenarioTable } from './MockScenario.ts'

const YUAN = 100
const set = (changes: Partial<MockUserRecharge>) => (user: MockUser) => {
  Object.assign(user.recharge, changes)
}

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
    description: '未成年账号：充值被拒绝（errno 8304101）',
    path: '/wxpay',
    seed: (user) => {
      user.minor = true
    },
  },
} satisfies ScenarioTable
