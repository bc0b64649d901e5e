import { serverDate, serverDay } from '../benefit/serverCalendar.ts'
import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import { identityOf } from '../identity/identityWorld.ts'
import { MOCK_PEOPLE } from '../identity/mockPeople.ts'
import { nextMallId } from '../mall/mallRecord.ts'
import type { ScenarioTable } from './MockScenario.ts'

const DAY = 24 * 60 * 60_000

/** Real-name verified as the adult of identity/mockPeople.ts: a guard's first rule passes. */
function verify(user: MockUser, state: MockState): void {
  Object.assign(identityOf(state.identity, user.accessToken), { status: 'verified', method: 'quick', ...MOCK_PEOPLE.adult, submittedAt: state.now() - 90 * DAY })
}

/** A membership of `tier` ending `daysLeft` days from now (negative: ended), bought `days` before its end. */
function member(user: MockUser, state: MockState, tier: number, tierName: string, daysLeft: number, days = 90): void {
  const endAt = state.now() + daysLeft * DAY
  user.honors.set(tier, endAt)
  user.mall.vipHistory.push(
    { at: endAt - days * DAY + 3 * DAY, kind: 'renewed', tierName, days: 30, diamonds: tier === 1 ? 600 : 3000 },
    { at: endAt - days * DAY, kind: 'bought', tierName, days: days - 30, diamonds: tier === 1 ? 1000 : 5000 },
  )
}

/** Wealth entries: `count` of them, one every `hoursApart` hours back from now, of `value` each. */
function spent(user: MockUser, state: MockState, count: number, value: number, hoursApart = 20): void {
  const reasons = ['赠送礼物', '开通守护', '购买靓号', '开通会员', '购买头像框']
  for (let index = 0; index < count; index++) {
    user.mall.wealth.push({ entryID: nextMallId(user.mall, 'w'), at: state.now() - (index + 1) * hoursApart * 60 * 60_000, value, reason: reasons[index % reasons.length]! })
  }
}

/**
 * The mall family's users (docs/openapi.yaml tag `mall`): one per branch of membership, guard, pretty numbers,
 * decorations and wealth. Names start with `vip-`, `guard-`, `number-`, `mall-` or `wealth-`.
 *
 * The dev index links every scenario to a ready page (apps/web/src/pages/index/IndexPage.test.tsx holds it). The
 * `vip-*` scenarios open the VIP pages (/user/vipv2, /user/member); until the other mall pages are ready, each of
 * their scenarios opens the ready page its branch leads to or shows best (recharge and the 钻石 balance, teen
 * mode, real-name verification, the family's rules). When a page of the mall is made ready, its scenarios' `path`
 * moves to it (/user/protector, /beautifulnum, /wealth/items/tab, /wealth/detail).
 */
export const MALL_SCENARIOS = {
  'vip-none': {
    description: '会员·未开通：可查看各档位对比并开通（钻石 100000）',
    path: '/user/vipv2/nav',
    seed: () => {},
  },
  'vip-active': {
    description: '会员·SVIP 生效中，剩余 60 天，今日钻石未领取，自动续费未开启',
    path: '/user/member',
    seed: (user, state) => member(user, state, 2, 'SVIP', 60),
  },
  'vip-expiring': {
    description: '会员·VIP 即将到期（剩 3 天），可续费，续费从当前到期日顺延',
    path: '/user/vipv2/vip',
    seed: (user, state) => member(user, state, 1, 'VIP', 3),
  },
  'vip-expired': {
    description: '会员·VIP 已过期 10 天：不能领取每日钻石，可重新开通',
    path: '/user/member',
    seed: (user, state) => member(user, state, 1, 'VIP', -10),
  },
  'vip-claimed': {
    description: '会员·VIP 生效中，今日钻石已领取（再领提示「今日已领取」）',
    path: '/user/member',
    seed: (user, state) => {
      member(user, state, 1, 'VIP', 40)
      user.mall.lastDailyDay = serverDay(state.now())
    },
  },
  'vip-auto-renew': {
    description: '会员·SVIP 生效中，已开启自动续费（1个月 3000 钻石），可一键取消',
    path: '/user/member',
    seed: (user, state) => {
      member(user, state, 2, 'SVIP', 20)
      user.mall.autoRenew = { on: true, optionID: 'svip_30' }
    },
  },
  'vip-pay-failed': {
    description: '会员·人民币开通失败：VIP 1个月（30 元）下单后服务端返回订单 failed，会员不变',
    path: '/user/vipv2/vip',
    seed: (user) => {
      user.recharge.outcome = 'failed'
    },
  },
  'vip-pay-pending': {
    description: '会员·人民币开通确认中：前 5 次查询订单为 pending（显示支付结果确认中），之后 paid，会员顺延',
    path: '/user/vipv2/vip',
    seed: (user) => {
      user.recharge.outcome = 'slow'
      user.recharge.pendingQueries = 5
    },
  },
  'mall-low-diamonds': {
    description: '钻石不足：只有 50 钻石，购买时引导去充值',
    path: '/wxpay',
    seed: (user, state) => {
      verify(user, state)
      user.diamonds = 50
    },
  },
  'mall-minor': {
    description: '未成年账号：不能开通会员、守护、购买或赠送（errno 8304101）',
    path: '/teenager',
    seed: (user, state) => {
      verify(user, state)
      user.minor = true
    },
  },
  'mall-price-changed': {
    description: '价格已变动：页面显示旧价格，购买时提示价格变动（8310008），刷新后显示新价格',
    path: '/wealth/rule',
    seed: (user, state) => {
      verify(user, state)
      for (const key of ['frame_star', 'tier_1', 'guard']) user.mall.repriced.add(key)
    },
  },
  'mall-withdrawn': {
    description: '商品已下架：星光头像框与 XVIP 仍在列表中，购买时提示已下架（8310007）',
    path: '/wealth/rule',
    seed: (user) => {
      user.mall.withdrawn.add('frame_star')
      user.mall.withdrawn.add('tier_3')
    },
  },
  'mall-owned': {
    description: '装扮·已拥有星光头像框（佩戴中）与糖果气泡，财富 12 级解锁王者之冠',
    path: '/wealth/items/tab',
    seed: (user, state) => {
      user.mall.owned.set('frame_star', { expireAt: state.now() + 20 * DAY, worn: true, source: 'bought' })
      user.mall.owned.set('bubble_candy', { expireAt: state.now() + 2 * DAY, worn: false, source: 'gift' })
      user.mall.wealthBase = 150_000
    },
  },
  'mall-empty': {
    description: '空列表：背包、靓号、会员记录、财富明细与守护列表都为空',
    path: '/wealth/rule',
    seed: (user) => {
      user.mall.guardFans = 'none'
    },
  },
  'mall-huge': {
    description: '极大数值：钻石 99999999999，财富值封顶，无打赏上限',
    path: '/wxpay',
    seed: (user, state) => {
      verify(user, state)
      user.diamonds = 99_999_999_999
      user.mall.wealthBase = 99_999_000_000
      spent(user, state, 3, 333_000)
      user.mall.caps = { dailyLimitDiamonds: null, monthlyLimitDiamonds: null }
    },
  },
  'guard-ready': {
    description: '守护·已实名成年用户：可为主播（ID 9）开通守护',
    path: '/wxpay',
    seed: (user, state) => verify(user, state),
  },
  'guard-unverified': {
    description: '守护·未实名：开通守护前需先完成实名认证（8310002）',
    path: '/oauth',
    seed: () => {},
  },
  'guard-active': {
    description: '守护·已守护主播（ID 9）白银守护，剩 20 天：显示续费守护',
    path: '/wxpay',
    seed: (user, state) => {
      verify(user, state)
      user.guards.set(9, state.now() + 20 * DAY)
      user.mall.guardLevels.set(9, 2)
    },
  },
  'guard-daily-cap': {
    description: '守护·今日打赏已达上限（上限 5000，已用 4500 钻石，8310003）',
    path: '/wxpay',
    seed: (user, state) => {
      verify(user, state)
      user.mall.caps = { dailyLimitDiamonds: 5000, monthlyLimitDiamonds: 1_000_000 }
      user.mall.tips.push({ at: state.now() - 60_000, diamonds: 4500 })
    },
  },
  'guard-monthly-cap': {
    description: '守护·本月打赏已达上限（上限 20000，已用 20000 钻石，8310004）',
    path: '/wxpay',
    seed: (user, state) => {
      verify(user, state)
      user.mall.caps = { dailyLimitDiamonds: null, monthlyLimitDiamonds: 20_000 }
      user.mall.tips.push({ at: state.now() - 60_000, diamonds: 20_000 })
    },
  },
  'guard-long-names': {
    description: '守护列表·超长昵称（中英文与表情混排）',
    path: '/wxpay',
    seed: (user, state) => {
      verify(user, state)
      user.mall.guardFans = 'long'
    },
  },
  'number-taken': {
    description: '靓号·8888 与 6666 仍在列表中，购买时已被他人抢先（8310006）',
    path: '/beautifulnum',
    seed: (user) => {
      user.mall.snatched.add('num_8888')
      user.mall.snatched.add('num_6666')
    },
  },
  'number-owned': {
    description: '靓号·已拥有 686868（佩戴中，永久）与 520（3 天后到期），原 ID 保留',
    path: '/beautifulnum',
    seed: (user, state) => {
      user.mall.owned.set('num_686868', { expireAt: null, worn: true, source: 'bought' })
      user.mall.owned.set('num_520', { expireAt: state.now() + 3 * DAY, worn: false, source: 'bought' })
    },
  },
  'number-price-changed': {
    description: '靓号·8888 的价格已变动：列表显示旧价格，购买时提示价格变动（8310008），刷新后显示新价格',
    path: '/beautifulnum',
    seed: (user) => {
      user.mall.repriced.add('num_8888')
    },
  },
  'wealth-ledger': {
    description: '财富·8 级，近 30 天每 12 小时一条财富值明细（按月分页，跨两个月）',
    path: '/wealth/detail',
    seed: (user, state) => {
      user.mall.wealthBase = 60_000
      spent(user, state, 60, 120, 12)
    },
  },
  // --- the wealth pages' (/wealth/newwealth, /wealth/detail) ---
  'wealth-ledger-month': {
    description: '财富·本月 45 条财富值明细（20 条一页，共 3 页），上月无记录',
    path: '/wealth/detail',
    seed: (user, state) => {
      // Spread between the start of this month on the server's calendar and now, whatever day it is.
      const now = state.now()
      const { year, month } = serverDate(now)
      const step = Math.max(1, Math.floor((now - (Date.UTC(year, month, 1) - 8 * 60 * 60_000)) / 46))
      for (let index = 0; index < 45; index++) {
        user.mall.wealth.push({ entryID: nextMallId(user.mall, 'w'), at: now - (index + 1) * step, value: 10 + index, reason: index === 0 ? '开通守护：星河主播（白银守护 3个月）' : '赠送礼物' })
      }
    },
  },
} satisfies ScenarioTable
