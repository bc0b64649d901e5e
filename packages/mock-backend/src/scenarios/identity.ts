import { identityOf } from '../identity/identityWorld.ts'
import { MOCK_PEOPLE } from '../identity/mockPeople.ts'
import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import type { ScenarioTable } from './MockScenario.ts'

const DAY = 24 * 60 * 60_000

/** The user's identity record (identity/identityRecord.ts), to seed. */
const recordOf = (user: MockUser, state: MockState) => identityOf(state.identity, user.accessToken)

/**
 * The identity family's users: one per branch of the real-name and cancellation pages. Names start
 * with `realname-`, `phone-` or `cancel-`; the dev index page links each to its page.
 */
export const IDENTITY_SCENARIOS = {
  'realname-none': {
    description: '未实名：可选快速认证（人脸）或人工认证；张三 110105199003071239 可通过',
    path: '/oauth',
    seed: () => {},
  },
  'realname-reviewing': {
    description: '人工认证审核中（1–3个工作日）',
    path: '/oauth/v2/result',
    seed: (user, state) => {
      Object.assign(recordOf(user, state), { status: 'reviewing', method: 'manual', ...MOCK_PEOPLE.adult, submittedAt: state.now() - DAY })
    },
  },
  'realname-verified': {
    description: '已实名（成年）：显示 张* 与 1101**********1239',
    path: '/oauth',
    seed: (user, state) => {
      Object.assign(recordOf(user, state), { status: 'verified', method: 'quick', ...MOCK_PEOPLE.adult, submittedAt: state.now() - 30 * DAY })
    },
  },
  'realname-minor': {
    description: '已实名的未成年人（16–17岁）：不能充值和打赏，可以开播',
    path: '/oauth',
    seed: (user, state) => {
      user.minor = true
      Object.assign(recordOf(user, state), { status: 'verified', method: 'quick', ...MOCK_PEOPLE.minor, submittedAt: state.now() - DAY })
    },
  },
  'realname-child': {
    description: '已实名的未满16周岁用户：从开播进入时提示不能开播',
    path: '/oauth',
    seed: (user, state) => {
      user.minor = true
      Object.assign(recordOf(user, state), { status: 'verified', method: 'quick', ...MOCK_PEOPLE.child, submittedAt: state.now() - DAY })
    },
  },
  'realname-rejected': {
    description: '人工认证未通过（手持照不清晰），可重新认证',
    path: '/oauth/v2/result',
    seed: (user, state) => {
      Object.assign(recordOf(user, state), {
        status: 'rejected',
        method: 'manual',
        ...MOCK_PEOPLE.adult,
        rejectReason: '手持证件照不清晰，请在光线充足处重新拍摄',
        submittedAt: state.now() - 2 * DAY,
      })
    },
  },
  'realname-exhausted': {
    description: '今日快速认证次数已用完：只能人工认证',
    path: '/oauth',
    seed: (user, state) => {
      const record = recordOf(user, state)
      record.quickAttemptsUsed = record.quickAttemptsPerDay
    },
  },
  'realname-face-fail': {
    description: '人脸比对总是不通过（服务端判定 8360004）',
    path: '/oauth/v2/quick',
    seed: (user, state) => {
      recordOf(user, state).faceMatches = false
    },
  },
  'realname-old-app': {
    description: '服务端要求 App 99.0.0 以上才能人脸认证：只提供人工认证',
    path: '/oauth',
    seed: (user, state) => {
      recordOf(user, state).faceVerifyMinAppVersion = '99.0.0'
    },
  },
  'phone-bound': {
    description: '已绑定手机号 138****8000：先验证原手机号再更换（验证码 123456；13900000001 已绑定其他账号）',
    path: '/oauth/phone/nav',
    seed: () => {},
  },
  'phone-verified': {
    description: '已实名并绑定手机号 138****8000：原手机号收不到验证码时可刷脸验证本人',
    path: '/oauth/phone/newphone',
    seed: (user, state) => {
      Object.assign(recordOf(user, state), { status: 'verified', method: 'quick', ...MOCK_PEOPLE.adult, submittedAt: state.now() - 30 * DAY })
    },
  },
  'phone-unbound': {
    description: '尚未绑定手机号：可绑定新手机号',
    path: '/oauth/phone/nav',
    seed: (user, state) => {
      recordOf(user, state).phone = { countryCode: '+86', number: '' }
    },
  },
  'phone-review-pending': {
    description: '原手机号丢失，人工审核中（新手机号 139****0000）',
    path: '/oauth/phone/mancheck',
    seed: (user, state) => {
      recordOf(user, state).phoneReview = { status: 'reviewing', phone: { countryCode: '+86', number: '13912340000' }, submittedAt: state.now() - DAY }
    },
  },
  'phone-review-rejected': {
    description: '原手机号丢失的人工审核未通过（证件照不清晰），可重新申请',
    path: '/oauth/phone/mancheck',
    seed: (user, state) => {
      recordOf(user, state).phoneReview = {
        status: 'rejected',
        phone: { countryCode: '+86', number: '13912340000' },
        submittedAt: state.now() - 2 * DAY,
        rejectReason: '证件照片不清晰，请重新拍摄',
      }
    },
  },
  'cancel-ready': {
    description: '注销：所有条件都满足（余额已提现）',
    path: '/account/cancellation',
    seed: (user) => {
      user.leftFen = 0
      user.diamonds = 0
    },
  },
  'cancel-balance': {
    description: '注销：还有余额和钻石（可提现或放弃后注销）',
    path: '/account/cancellation/check',
    seed: () => {},
  },
  'cancel-blocked': {
    description: '注销：提现进行中、公会会长、未完成订单、有余额',
    path: '/account/cancellation/check',
    seed: (user, state) => {
      Object.assign(recordOf(user, state).cancellation, { pendingWithdrawal: true, guildOwner: true, openOrders: true })
    },
  },
  'cancel-pending': {
    description: '注销冷静期中（还有 12 天生效）',
    path: '/account/cancellation/done',
    seed: (user, state) => {
      recordOf(user, state).cancellation.effectiveAt = state.now() + 12 * DAY
    },
  },
} satisfies ScenarioTable
