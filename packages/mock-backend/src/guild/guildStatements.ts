import { mockAvatar } from '../mockAvatar.ts'
import { dayStart, daysOf, type MockPeriod } from './guildCalendar.ts'
import type { MockGuild, MockGuildMember } from './guildRecord.ts'

/**
 * The simulated statements (docs/openapi.yaml `Statement`, `StatementRow`): every figure follows from a member's
 * flow on a server day, a number made from the member and the day, so a period, its rows and a member's drill-down
 * always add up. One 钻石 of flow is 10 fen; a member keeps `ratioBp` of their flow's value, the guild the rest.
 */

type Figure = { key: string; label: string } & ({ amountFen: number } | { diamonds: number } | { count: number } | { minutes: number })
export interface MockStatementBody {
  totals: Figure[]
  breakdown: { of: string; parts: { effect: 'add' | 'subtract'; figure: Figure }[] } | null
}
export interface MockRow {
  rowID: string
  title: string
  subtitle: string
  at: number | null
  memberID: number | null
  avatar: string
  figures: Figure[]
}

const FEN_PER_DIAMOND = 10

interface DayFlow {
  gifts: number
  backpack: number
  games: number
  invalid: number
  deductions: number
}

const ZERO: DayFlow = { gifts: 0, backpack: 0, games: 0, invalid: 0, deductions: 0 }

/** A member's flow on a server day, in 钻石: gifts, backpack gifts and games, less invalid flow and deductions. */
function dayFlow(guild: MockGuild, userID: number, day: number): DayFlow {
  if (guild.quiet) return ZERO
  const seed = (userID * 7919 + day * 104_729) % 1_000_003
  const gifts = (seed % 5000) * guild.scale
  return { gifts, backpack: (seed % 1300) * guild.scale, games: (seed % 700) * guild.scale, invalid: Math.floor(gifts / 50), deductions: Math.floor(gifts / 100) }
}

const sum = (flows: DayFlow[]): DayFlow =>
  flows.reduce((total, flow) => ({
    gifts: total.gifts + flow.gifts,
    backpack: total.backpack + flow.backpack,
    games: total.games + flow.games,
    invalid: total.invalid + flow.invalid,
    deductions: total.deductions + flow.deductions,
  }), ZERO)
const net = (flow: DayFlow) => flow.gifts + flow.backpack + flow.games - flow.invalid - flow.deductions
const incomeFen = (member: MockGuildMember, flow: number) => Math.floor((flow * FEN_PER_DIAMOND * member.ratioBp) / 10_000)

const memberFlow = (guild: MockGuild, member: MockGuildMember, period: MockPeriod, now: number) => sum(daysOf(period, now).map((day) => dayFlow(guild, member.userID, day)))

/** The breakdown of a flow total (the guild wallet's split). */
function flowBreakdown(flow: DayFlow): MockStatementBody['breakdown'] {
  return {
    of: 'flow',
    parts: [
      { effect: 'add', figure: { key: 'gifts', label: '礼物', diamonds: flow.gifts } },
      { effect: 'add', figure: { key: 'backpack', label: '背包礼物', diamonds: flow.backpack } },
      { effect: 'add', figure: { key: 'games', label: '游戏', diamonds: flow.games } },
      { effect: 'subtract', figure: { key: 'invalid', label: '无效流水', diamonds: flow.invalid } },
      { effect: 'subtract', figure: { key: 'deductions', label: '扣除', diamonds: flow.deductions } },
    ],
  }
}

const dayTitle = (day: number) => {
  const date = new Date(dayStart(day) + 8 * 60 * 60_000)
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`
}

/** What the guild keeps of a period's flow, fen: its value less every member's share. */
function guildShare(guild: MockGuild, period: MockPeriod, now: number) {
  let grossFen = 0
  let membersFen = 0
  for (const member of guild.members) {
    const flow = net(memberFlow(guild, member, period, now))
    grossFen += flow * FEN_PER_DIAMOND
    membersFen += incomeFen(member, flow)
  }
  return { grossFen, membersFen }
}

export function guildWallet(guild: MockGuild, period: MockPeriod, now: number): { body: MockStatementBody; rows: MockRow[] } {
  const flow = sum(guild.members.map((member) => memberFlow(guild, member, period, now)))
  const { grossFen, membersFen } = guildShare(guild, period, now)
  const rows = daysOf(period, now).map((day) => ({
    rowID: `day-${day}`,
    title: dayTitle(day),
    subtitle: '公会流水',
    at: dayStart(day),
    memberID: null,
    avatar: '',
    figures: [{ key: 'flow', label: '流水', diamonds: net(sum(guild.members.map((member) => dayFlow(guild, member.userID, day)))) }],
  }))
  return {
    body: {
      totals: [
        { key: 'balance', label: '公会余额', amountFen: guild.balanceFen },
        { key: 'flow', label: '本期流水', diamonds: net(flow) },
        { key: 'income', label: '公会收益', amountFen: grossFen - membersFen },
      ],
      breakdown: flowBreakdown(flow),
    },
    rows,
  }
}

export function guildDiamonds(guild: MockGuild, period: MockPeriod, now: number): { body: MockStatementBody; rows: MockRow[] } {
  const flow = sum(guild.members.map((member) => memberFlow(guild, member, period, now)))
  const rows: MockRow[] = []
  for (const day of daysOf(period, now)) {
    for (const member of guild.members) {
      const value = net(dayFlow(guild, member.userID, day))
      if (value > 0) rows.push({ rowID: `day-${day}-${member.userID}`, title: member.nickName, subtitle: `${dayTitle(day)} 礼物、背包礼物与游戏`, at: dayStart(day), memberID: member.userID, avatar: member.avatar, figures: [{ key: 'flow', label: '流水', diamonds: value }] })
    }
  }
  return { body: { totals: [{ key: 'flow', label: '钻石流水', diamonds: net(flow) }], breakdown: flowBreakdown(flow) }, rows }
}

export function membersFlow(guild: MockGuild, period: MockPeriod, now: number): { body: MockStatementBody; rows: MockRow[] } {
  const flows = guild.members.map((member) => ({ member, flow: net(memberFlow(guild, member, period, now)) })).sort((a, b) => b.flow - a.flow)
  const total = sum(guild.members.map((member) => memberFlow(guild, member, period, now)))
  return {
    body: { totals: [{ key: 'flow', label: '成员总流水', diamonds: net(total) }, { key: 'members', label: '成员', count: guild.members.length }], breakdown: flowBreakdown(total) },
    rows: flows.map(({ member, flow }) => ({
      rowID: `member-${member.userID}`,
      title: member.nickName,
      subtitle: member.host ? '主持人' : '成员',
      at: null,
      memberID: member.userID,
      avatar: member.avatar,
      figures: [{ key: 'flow', label: '流水', diamonds: flow }, { key: 'income', label: '收益', amountFen: incomeFen(member, flow) }],
    })),
  }
}

/** One member's statement and days (the drill-down of a row, or a member's own row). */
export function oneMember(guild: MockGuild, member: MockGuildMember, period: MockPeriod, now: number): { body: MockStatementBody; rows: MockRow[] } {
  const flow = memberFlow(guild, member, period, now)
  return {
    body: { totals: [{ key: 'flow', label: '流水', diamonds: net(flow) }, { key: 'income', label: '收益', amountFen: incomeFen(member, net(flow)) }], breakdown: flowBreakdown(flow) },
    rows: daysOf(period, now).map((day) => {
      const value = net(dayFlow(guild, member.userID, day))
      return { rowID: `day-${day}`, title: dayTitle(day), subtitle: '礼物、背包礼物与游戏', at: dayStart(day), memberID: null, avatar: '', figures: [{ key: 'flow', label: '流水', diamonds: value }, { key: 'income', label: '收益', amountFen: incomeFen(member, value) }] }
    }),
  }
}

export function settlements(guild: MockGuild, period: MockPeriod, now: number): { body: MockStatementBody; rows: MockRow[] } {
  const { grossFen, membersFen } = guildShare(guild, period, now)
  return {
    body: {
      totals: [{ key: 'settled', label: '公会结算', amountFen: grossFen - membersFen }],
      breakdown: {
        of: 'settled',
        parts: [
          { effect: 'add', figure: { key: 'gross', label: '流水价值', amountFen: grossFen } },
          { effect: 'subtract', figure: { key: 'members', label: '成员分成', amountFen: membersFen } },
        ],
      },
    },
    rows: guild.members.map((member) => ({
      rowID: `settle-${member.userID}`,
      title: member.nickName,
      subtitle: `分成 ${member.ratioBp / 100}%`,
      at: period.closesAt,
      memberID: member.userID,
      avatar: member.avatar,
      figures: [{ key: 'paid', label: '结算', amountFen: incomeFen(member, net(memberFlow(guild, member, period, now))) }],
    })),
  }
}

/** A host's own data: hours live, listeners, gifts and income by day. */
export function hostData(guild: MockGuild, member: MockGuildMember, period: MockPeriod, now: number): { body: MockStatementBody; rows: MockRow[] } {
  const days = daysOf(period, now)
  const perDay = days.map((day) => {
    const flow = net(dayFlow(guild, member.userID, day))
    const minutes = guild.quiet ? 0 : 60 + ((member.userID + day) % 5) * 30
    return { day, flow, minutes, listeners: guild.quiet ? 0 : Math.floor(flow / 40) + 3, gifts: guild.quiet ? 0 : Math.floor(flow / 100) }
  })
  const total = (pick: (row: (typeof perDay)[number]) => number) => perDay.reduce((all, row) => all + pick(row), 0)
  return {
    body: {
      totals: [
        { key: 'minutes', label: '开播时长', minutes: total((row) => row.minutes) },
        { key: 'listeners', label: '听众', count: total((row) => row.listeners) },
        { key: 'gifts', label: '收到礼物', count: total((row) => row.gifts) },
        { key: 'income', label: '收益', amountFen: incomeFen(member, total((row) => row.flow)) },
      ],
      breakdown: null,
    },
    rows: perDay.map((row) => ({
      rowID: `day-${row.day}`,
      title: dayTitle(row.day),
      subtitle: '主持数据',
      at: dayStart(row.day),
      memberID: null,
      avatar: '',
      figures: [
        { key: 'minutes', label: '时长', minutes: row.minutes },
        { key: 'listeners', label: '听众', count: row.listeners },
        { key: 'income', label: '收益', amountFen: incomeFen(member, row.flow) },
      ],
    })),
  }
}

const INVITEES = ['小鹿乱撞', '南风知我意', 'Luna', '一只咸鱼', '星星点灯', '橘子汽水', 'Kevin 🎧', '雨后彩虹', '慢慢来', '追梦人', '甜筒', '山海']

/** The partner's report: one level of invitees only, their recharge and my reward (10% of it). */
export function partnerReport(invitees: number, period: MockPeriod, now: number): { body: MockStatementBody; rows: MockRow[] } {
  const days = daysOf(period, now).length
  const rows = INVITEES.slice(0, invitees).map((name, index) => {
    const rechargeFen = (index + 1) * 600 * days
    return {
      rowID: `invitee-${index}`,
      title: name,
      subtitle: '我邀请的用户',
      at: null,
      memberID: null,
      avatar: mockAvatar(name),
      figures: [{ key: 'recharge', label: '充值', amountFen: rechargeFen }, { key: 'reward', label: '我的奖励', amountFen: Math.floor(rechargeFen / 10) }],
    }
  })
  const total = (key: string) => rows.reduce((all, row) => all + ((row.figures.find((figure) => figure.key === key) as { amountFen: number }).amountFen), 0)
  return {
    body: { totals: [{ key: 'invitees', label: '邀请人数', count: rows.length }, { key: 'recharge', label: '团队充值', amountFen: total('recharge') }, { key: 'reward', label: '我的奖励', amountFen: total('reward') }], breakdown: null },
    rows,
  }
}
