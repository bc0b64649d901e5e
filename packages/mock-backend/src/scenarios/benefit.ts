import { nextBenefitId, type MockWithdrawal } from '../benefit/benefitRecord.ts'
import { windowClosedAt } from '../benefit/serverCalendar.ts'
import { feeOf } from '../benefit/createBenefitHandlers.ts'
import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import { identityOf } from '../identity/identityWorld.ts'
import { MOCK_PEOPLE } from '../identity/mockPeople.ts'
import type { ScenarioTable } from './MockScenario.ts'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/** Real-name verified as the adult of identity/mockPeople.ts (cash-out's first gate passes). */
function verify(user: MockUser, state: MockState): void {
  Object.assign(identityOf(state.identity, user.accessToken), { status: 'verified', method: 'quick', ...MOCK_PEOPLE.adult, submittedAt: state.now() - 90 * DAY })
}

/** A past withdrawal `daysAgo` days back, paid or rejected (`reason`), of `amountFen`. */
function pastWithdrawal(state: MockState, user: MockUser, daysAgo: number, amountFen: number, reason?: string): MockWithdrawal {
  const createdAt = state.now() - daysAgo * DAY - 3 * HOUR
  return {
    withdrawalID: nextBenefitId(user.benefit, 'wd'),
    amountFen,
    feeFen: feeOf(amountFen),
    createdAt,
    nickName: user.benefit.weChatNickName,
    outcome: reason ? { status: 'rejected', at: createdAt + 5 * HOUR, reason } : { status: 'paid', at: createdAt + 20 * HOUR },
  }
}

const REJECTED = '提现账户信息与实名信息不一致，请绑定本人微信后重新提现'

/**
 * The benefit family's users: one per branch of the cash-out gates, the amount rules, the records
 * and the benefit center. Names start with `cashout-` or `benefit-`; the dev index links each to its page.
 */
export const BENEFIT_SCENARIOS = {
  'cashout-ready': {
    description: '可以提现：已实名、已绑手机和微信、在提现时间内，本月还可提现3次，可提现 ¥1288.00',
    path: '/wxcash',
    seed: (user, state) => {
      verify(user, state)
      user.benefit.withdrawals.push(pastWithdrawal(state, user, 40, 50_000), pastWithdrawal(state, user, 70, 20_000, REJECTED))
    },
  },
  'cashout-password': {
    description: '提现需输入支付密码（135790）确认本人，而非短信验证码',
    path: '/wxcash/cash',
    seed: (user, state) => {
      verify(user, state)
      user.benefit.verifyBy = 'password'
    },
  },
  'cashout-unverified': {
    description: '提现·未实名：先去实名认证（/oauth），认证后可提现',
    path: '/wxcash',
    seed: () => {},
  },
  'cashout-no-phone': {
    description: '提现·未绑定手机号：去绑定（App 的绑定手机页）',
    path: '/wxcash',
    seed: (user, state) => {
      verify(user, state)
      user.benefit.phoneBound = false
    },
  },
  'cashout-no-wechat': {
    description: '提现·未绑定微信：去绑定微信（App 的微信授权）',
    path: '/wxcash',
    seed: (user, state) => {
      verify(user, state)
      user.benefit.weChatNickName = ''
    },
  },
  'cashout-closed': {
    description: '提现·不在本月提现时间内：显示下次开放时间',
    path: '/wxcash',
    seed: (user, state) => {
      verify(user, state)
      user.benefit.window = windowClosedAt(state.now())
    },
  },
  'cashout-times-used': {
    description: '提现·本月提现次数已用完（每月3次）',
    path: '/wxcash',
    seed: (user, state) => {
      verify(user, state)
      user.benefit.withdrawals.push(...[0, 0, 0].map(() => ({ ...pastWithdrawal(state, user, 0, 10_000), createdAt: state.now() - HOUR })))
    },
  },
  'cashout-low-balance': {
    description: '提现·可提现金额 ¥5.00，低于单笔最低 ¥10.00',
    path: '/wxcash/cash',
    seed: (user, state) => {
      verify(user, state)
      user.benefit.redDiamonds = 500
    },
  },
  'cashout-history': {
    description: '提现记录45条（分页），含已到账、已驳回（附原因）和审核中',
    path: '/wxcash/cashrecords',
    seed: (user, state) => {
      verify(user, state)
      const list = Array.from({ length: 44 }, (_, i) =>
        pastWithdrawal(state, user, 2 + i * 3, 1000 + ((i * 3713) % 90_000), i % 7 === 3 ? REJECTED : undefined),
      )
      const reviewing: MockWithdrawal = { ...pastWithdrawal(state, user, 0, 88_800), createdAt: state.now() - HOUR, outcome: null }
      user.benefit.withdrawals.push(reviewing, ...list)
    },
  },
  'benefit-center': {
    description: '福利中心：红钻 128800，今日登录奖励未领，3个奖励待领取',
    path: '/benefit',
    seed: (user, state) => {
      user.benefit.rewards.push(
        { rewardID: nextBenefitId(user.benefit, 'rw'), title: '完成首次开播任务', red: 500, claimed: false, expiresAt: state.now() + 7 * DAY },
        { rewardID: nextBenefitId(user.benefit, 'rw'), title: '连续7天送出礼物', red: 1200, claimed: false, expiresAt: state.now() + 3 * DAY },
        { rewardID: nextBenefitId(user.benefit, 'rw'), title: '邀请好友注册', red: 300, claimed: false, expiresAt: state.now() + 30 * DAY },
        { rewardID: nextBenefitId(user.benefit, 'rw'), title: '周榜前十奖励', red: 2000, claimed: true, expiresAt: state.now() + 5 * DAY },
        { rewardID: nextBenefitId(user.benefit, 'rw'), title: '国庆活动签到奖励', red: 800, claimed: false, expiresAt: state.now() - DAY },
      )
    },
  },
  'benefit-claimed-today': {
    description: '福利中心：今日登录奖励已领取（连续登录第3天）',
    path: '/benefit/login',
    seed: (user, state) => {
      user.benefit.lastDailyDay = Math.floor((state.now() + 8 * HOUR) / DAY)
      user.benefit.streakDays = 3
    },
  },
  'benefit-low-red': {
    description: '红钻只有 300：兑换和赠送提示红钻不足',
    path: '/benefit/hzoption',
    seed: (user) => {
      user.benefit.redDiamonds = 300
    },
  },
  'benefit-option-withdrawn': {
    description: '兑换档位“9800红钻”刚下架：兑换时提示档位已下架',
    path: '/benefit/hzoption',
    seed: (user) => {
      user.benefit.withdrawnOption = 'hz_980'
    },
  },
  'benefit-minor': {
    description: '未成年人：不能赠送红钻',
    path: '/benefit/zs',
    seed: (user) => {
      user.minor = true
    },
  },
} satisfies ScenarioTable
