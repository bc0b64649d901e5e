import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import type { MockGuild, MockGuildMember, MockGuildRole } from '../guild/guildRecord.ts'
import { identityOf } from '../identity/identityWorld.ts'
import { MOCK_PEOPLE } from '../identity/mockPeople.ts'
import { mockAvatar } from '../mockAvatar.ts'
import type { ScenarioTable } from './MockScenario.ts'

const DAY = 24 * 60 * 60_000
/** Where a scenario opens until the family's pages are ready (see GUILD_SCENARIOS). */
const HOME = '/'

/** Real-name verified as the adult of identity/mockPeople.ts. */
function verify(user: MockUser, state: MockState): void {
  Object.assign(identityOf(state.identity, user.accessToken), { status: 'verified', method: 'quick', ...MOCK_PEOPLE.adult, submittedAt: state.now() - 90 * DAY })
}

const NAMES = ['夜听雨', '小鱼干', '星河', 'Mia 米娅', '阿哲', '柚子', '南巷', '清欢', '暖阳', '木子李', '沐沐', '听风', '七七', '鹿鸣', '一一', '知秋', '半夏', 'Echo', '麦兜', '初见', '安然', '晚星', '青柠', '白桃乌龙超长昵称的主持人小姐姐🎤', '阿宝']

/** `count` members besides the user, every third a host, starting at 70% (userIDs from 30001, unique per guild). */
function members(count: number, base = 30_001): MockGuildMember[] {
  return NAMES.slice(0, count).map((nickName, index) => ({ userID: base + index, nickName, avatar: mockAvatar(nickName), ratioBp: 7000, next: null, host: index % 3 === 0 }))
}

interface GuildOptions {
  roles: MockGuildRole[]
  /** The user is a host of the guild. */
  host?: boolean
  others?: number
  ageWeeks?: number
  scale?: number
  quiet?: boolean
  balanceFen?: number
  gates?: Partial<Pick<MockGuild, 'verification' | 'windowOpen' | 'timesLeft'>> & { accountBound?: boolean }
}

/** Puts the user in a guild of their own with `others` members besides them. */
function joinGuild(user: MockUser, state: MockState, options: GuildOptions): void {
  verify(user, state)
  const self: MockGuildMember = { userID: user.userID, nickName: user.nickName, avatar: user.avatar, ratioBp: 7000, next: null, host: options.host ?? false }
  const accountBound = options.gates?.accountBound ?? true
  user.guild.roles = options.roles
  user.guild.guild = {
    guildID: `g${user.userID}`,
    name: '星光公会',
    ageWeeks: options.ageWeeks ?? 30,
    scale: options.scale ?? 1,
    quiet: options.quiet ?? false,
    members: [self, ...members(options.others ?? 0)],
    balanceFen: options.balanceFen ?? 12_345_678,
    verification: options.gates?.verification ?? 'company',
    account: accountBound ? { bound: true, bankName: '招商银行', maskedAccount: '**** 6688', holder: '星光文化传媒有限公司' } : { bound: false, bankName: '', maskedAccount: '', holder: '' },
    windowOpen: options.gates?.windowOpen ?? true,
    timesLeft: options.gates?.timesLeft ?? 4,
    withdrawals: [],
    codeAt: null,
  }
  if (options.host) user.guild.host.state = 'host'
  user.guild.family = { familyID: `f${user.userID}`, name: '星光家族', level: 3, role: options.roles.includes('president') ? 'patriarch' : options.host ? 'host' : 'member' }
}

const president = (options: Partial<GuildOptions> = {}) => (user: MockUser, state: MockState) =>
  joinGuild(user, state, { roles: ['member', 'host', 'president'], host: true, others: 24, ...options })

/**
 * The guild family's users (docs/openapi.yaml tag `guild`): one per role and branch of the statement engine, the
 * split, the guild's withdrawal and the host application. Names start with `guild-`, `host-` or `partner-`.
 *
 * The dev index links every scenario to a ready page (apps/web/src/pages/index/IndexPage.test.tsx holds it). The
 * family's pages (/gonghui/*, /presenter/*, /partner) are not built yet: the unverified applicant opens /oauth,
 * where the branch leads, and the others the index; when a page is made ready, its scenarios' `path` moves to it
 * (the wallet, /gonghui/cash, /gonghui/zslist, /presenter/accessitem, /presenter/detail, /partner).
 */
export const GUILD_SCENARIOS = {
  'guild-member': {
    description: '公会·普通成员：看不到公会钱包（无权限），只能看自己的流水',
    path: HOME,
    seed: (user, state) => joinGuild(user, state, { roles: ['member'], others: 8 }),
  },
  'guild-president': {
    description: '公会·会长：25 名成员（含多名主持人），本周未结算、往周已结算，可改分成、可提现',
    path: HOME,
    seed: president(),
  },
  'guild-admin': {
    description: '公会·管理员：可看钻石流水和成员流水，不能看钱包、结算，不能改分成',
    path: HOME,
    seed: (user, state) => joinGuild(user, state, { roles: ['member', 'guildAdmin'], others: 12 }),
  },
  'guild-empty': {
    description: '公会·本周新建的公会：只有会长一人，各周期没有流水',
    path: HOME,
    seed: president({ others: 0, ageWeeks: 0, quiet: true, balanceFen: 0 }),
  },
  'guild-billions': {
    description: '公会·大额：余额 98765432.10 元，周流水数十亿分',
    path: HOME,
    seed: president({ others: 4, scale: 10_000, balanceFen: 9_876_543_210 }),
  },
  'guild-cash-unverified': {
    description: '公会提现·公会未完成企业或个人认证',
    path: HOME,
    seed: president({ gates: { verification: 'none' } }),
  },
  'guild-cash-unbound': {
    description: '公会提现·未绑定公会收款账户',
    path: HOME,
    seed: president({ gates: { accountBound: false } }),
  },
  'guild-cash-closed': {
    description: '公会提现·当前不在提现时间内',
    path: HOME,
    seed: president({ gates: { windowOpen: false } }),
  },
  'guild-cash-used': {
    description: '公会提现·本月提现次数已用完',
    path: HOME,
    seed: president({ gates: { timesLeft: 0 } }),
  },
  'guild-host': {
    description: '主持人·公会成员兼主持人：看自己的主持数据和流水',
    path: HOME,
    seed: (user, state) => joinGuild(user, state, { roles: ['member', 'host'], host: true, others: 6 }),
  },
  'host-unverified': {
    description: '主持人申请·未实名认证（申请被拒：请先完成实名认证）',
    path: '/oauth',
    seed: () => {},
  },
  'host-unmet': {
    description: '主持人申请·已实名，粉丝数未达 100（暂未满足申请条件）',
    path: HOME,
    seed: (user, state) => {
      verify(user, state)
      user.guild.host.followersMet = false
    },
  },
  'host-ready': {
    description: '主持人申请·条件全部满足，提交后审核通过',
    path: HOME,
    seed: (user, state) => {
      verify(user, state)
      user.guild.host.acceptNext = true
    },
  },
  'host-pending': {
    description: '主持人申请·审核中（再次申请被拒）',
    path: HOME,
    seed: (user, state) => {
      verify(user, state)
      user.guild.host.state = 'applying'
      user.guild.host.application = { status: 'pending', submittedAt: state.now() - DAY, decidedAt: null, rejectReason: null }
    },
  },
  'host-rejected': {
    description: '主持人申请·上次申请被驳回（附原因），可重新申请',
    path: HOME,
    seed: (user, state) => {
      verify(user, state)
      user.guild.host.application = { status: 'rejected', submittedAt: state.now() - 3 * DAY, decidedAt: state.now() - 2 * DAY, rejectReason: '直播间封面不符合规范，请更换后重新申请' }
    },
  },
  'host-suspended': {
    description: '主持人·已暂停（附原因）',
    path: HOME,
    seed: (user, state) => {
      joinGuild(user, state, { roles: ['member'], host: true, others: 3 })
      user.guild.host.state = 'suspended'
      user.guild.host.suspendedReason = '多次违反直播规范，暂停开播 7 天'
    },
  },
  'partner-active': {
    description: '推广合伙人：12 名直接邀请的用户（只计一级），有推广报表',
    path: HOME,
    seed: (user, state) => {
      verify(user, state)
      user.guild.roles = ['partner']
      user.guild.invitees = 12
    },
  },
} satisfies ScenarioTable
