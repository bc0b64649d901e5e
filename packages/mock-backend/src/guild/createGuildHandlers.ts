import type { HttpHandler } from 'msw'
import { answerOnce, isIdempotencyKey } from '../answerOnce.ts'
import { feeOf } from '../benefit/createBenefitHandlers.ts'
import { windowAround, windowAt, windowClosedAt } from '../benefit/serverCalendar.ts'
import type { ReplyHelpers } from '../contentHandlers.ts'
import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import { MOCK_ERRNO } from '../errnos.ts'
import { maskPhone } from '../identity/checkDocument.ts'
import { identityOf } from '../identity/identityWorld.ts'
import { MOCK_SMS_CODE } from '../identity/mockPeople.ts'
import { nextPeriodStart, periodByID, periodsSince, type MockGranularity, type MockPeriod } from './guildCalendar.ts'
import type { MockGuild, MockGuildMember, MockGuildRole } from './guildRecord.ts'
import { guildDiamonds, guildWallet, hostData, membersFlow, oneMember, partnerReport, settlements, type MockRow, type MockStatementBody } from './guildStatements.ts'

const MINUTE = 60_000
const WEEK = 7 * 24 * 60 * MINUTE
const PAGE_SIZE = 20
/** The split's limits (docs/openapi.yaml `SplitLimits`): a member keeps 50% to 90%, in steps of 5%. */
export const SPLIT_LIMITS = { minBp: 5000, maxBp: 9000, stepBp: 500 }
/** The guild's withdrawal limits and fee (docs/openapi.yaml `GuildCashoutInfo`): 100 yuan to 500000 yuan, 1% at least 1 yuan. */
export const GUILD_CASHOUT_RULES = { minFen: 10_000, maxFen: 50_000_000, feeRateBp: 100, minFeeFen: 100, timesPerMonth: 4, arrivalDays: 3 }
const CODE_VALID_MS = 5 * MINUTE
const RESEND_AFTER_SECONDS = 60

const KINDS = ['guildWallet', 'guildDiamonds', 'memberFlow', 'settlements', 'hostData', 'partnerReport'] as const
type Kind = (typeof KINDS)[number]
const GRANULARITIES: readonly MockGranularity[] = ['day', 'week', 'month']
/** Kinds whose statement may name a member (a drill-down). */
const MEMBER_KINDS: readonly Kind[] = ['guildDiamonds', 'memberFlow', 'settlements', 'hostData']

const isKind = (value: unknown): value is Kind => typeof value === 'string' && (KINDS as readonly string[]).includes(value)
const isUserID = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= Number.MAX_SAFE_INTEGER
const isCursor = (value: unknown): value is string | undefined => value === undefined || (typeof value === 'string' && /^\d{1,6}$/.test(value))
const isLimit = (value: unknown): value is number | undefined => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 50)
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99_999_999_999

/** A page of a list by offset: the cursor is the index of the page's first row. */
function pageOf<T>(list: readonly T[], cursor: string | undefined, limit = PAGE_SIZE) {
  const start = cursor === undefined ? 0 : Number(cursor)
  return { items: list.slice(start, start + limit), nextCursor: start + limit < list.length ? String(start + limit) : null }
}

const has = (roles: readonly MockGuildRole[], role: MockGuildRole) => roles.includes(role)

/** A change of split whose period has come takes effect (docs/openapi.yaml changeRevenueSplit). */
function settleSplits(guild: MockGuild, now: number): void {
  for (const member of guild.members) {
    if (member.next && now >= member.next.effectiveFrom) {
      member.ratioBp = member.next.ratioBp
      member.next = null
    }
  }
}

type Refusal = { errno: number; errmsg: string }

/**
 * Who may read a statement (docs/openapi.yaml `GuildRole`): the refusal, or the member it is about (null: the
 * whole guild, or the partner's own report).
 */
function readAccess(user: MockUser, kind: Kind, memberID: unknown): Refusal | { member: MockGuildMember | null } {
  const { roles, guild } = user.guild
  if (memberID !== undefined && (!isUserID(memberID) || !MEMBER_KINDS.includes(kind))) return MOCK_ERRNO.badParam
  if (kind === 'partnerReport') return has(roles, 'partner') ? { member: null } : MOCK_ERRNO.guildNoPermission
  if (!guild) return MOCK_ERRNO.notGuildMember
  const target = memberID === undefined ? null : guild.members.find((member) => member.userID === memberID)
  if (target === undefined) return MOCK_ERRNO.notGuildMember
  const president = has(roles, 'president')
  const coversMembers = president || (has(roles, 'guildAdmin') && kind !== 'settlements')
  const own = target?.userID === user.userID
  if (kind === 'guildWallet' || kind === 'settlements') return president ? { member: target } : MOCK_ERRNO.guildNoPermission
  if (kind === 'hostData') {
    const self = guild.members.find((member) => member.userID === user.userID)
    const about = target ?? self
    if (!about?.host) return MOCK_ERRNO.guildNoPermission
    return about.userID === user.userID || coversMembers ? { member: about } : MOCK_ERRNO.guildNoPermission
  }
  // guildDiamonds, memberFlow: the whole guild for its president and admins, one's own row for every member.
  return coversMembers || own ? { member: target } : MOCK_ERRNO.guildNoPermission
}

function statementOf(user: MockUser, kind: Kind, member: MockGuildMember | null, period: MockPeriod, now: number): { body: MockStatementBody; rows: MockRow[] } {
  const guild = user.guild.guild!
  if (kind === 'partnerReport') return partnerReport(user.guild.invitees, period, now)
  if (kind === 'hostData') return hostData(guild, member!, period, now)
  if (member) return oneMember(guild, member, period, now)
  if (kind === 'guildWallet') return guildWallet(guild, period, now)
  if (kind === 'guildDiamonds') return guildDiamonds(guild, period, now)
  if (kind === 'settlements') return settlements(guild, period, now)
  return membersFlow(guild, period, now)
}

/** When the partner's history (or a user in no guild) starts: thirty weeks back. */
const historyStart = (user: MockUser, now: number) => now - (user.guild.guild?.ageWeeks ?? 30) * WEEK

/**
 * The guild endpoints of docs/openapi.yaml over each user's `GuildRecord` (guild/guildRecord.ts): who I am,
 * the statement engine (guild/guildStatements.ts, guild/guildCalendar.ts), the split, host applications and the
 * guild's withdrawal (the cash-out family's rules: benefit/createBenefitHandlers.ts).
 */
export function createGuildHandlers(getState: () => MockState, { ok, fail, authed }: ReplyHelpers): HttpHandler[] {
  const once = (user: MockUser, key: string, fingerprint: string, run: Parameters<typeof answerOnce>[3]) => answerOnce(user.moneyKeys, key, fingerprint, run, { ok, fail })

  /** A statement request's period and the member it is about, or the refusal. */
  const readStatement = (body: Record<string, unknown>, user: MockUser, state: MockState): { refusal: Refusal } | { kind: Kind; period: MockPeriod; member: MockGuildMember | null } => {
    if (!isKind(body.kind)) return { refusal: MOCK_ERRNO.badParam }
    const period = periodByID(body.periodID, state.now())
    if (!period) return { refusal: MOCK_ERRNO.badParam }
    const access = readAccess(user, body.kind, body.memberID)
    if ('errno' in access) return { refusal: access }
    if (body.kind === 'settlements' && !period.settled) return { refusal: MOCK_ERRNO.periodNotSettled }
    if (user.guild.guild) settleSplits(user.guild.guild, state.now())
    return { kind: body.kind, period, member: access.member }
  }

  const hostStatus = (user: MockUser, state: MockState) => {
    const host = user.guild.host
    if (host.acceptNext && host.application?.status === 'pending') {
      host.application = { ...host.application, status: 'accepted', decidedAt: state.now() }
      host.state = 'host'
      if (!user.guild.roles.includes('host')) user.guild.roles.push('host')
    }
    const identity = identityOf(state.identity, user.accessToken)
    const verified = identity.status === 'verified'
    return {
      state: host.state,
      requirements: [
        { key: 'realName', kind: 'realName', label: '完成实名认证', met: verified, hint: '开播前须完成实名认证' },
        { key: 'adult', kind: 'adult', label: '年满 18 周岁', met: verified && !user.minor, hint: '依实名信息判断，未成年人不能开播' },
        { key: 'phone', kind: 'phone', label: '绑定手机号', met: identity.phone.number !== '', hint: '用于接收审核结果' },
        { key: 'followers', kind: 'server', label: '粉丝数达到 100', met: host.followersMet, hint: '多在房间互动，积累粉丝' },
      ],
      application: host.application,
      suspendedReason: host.suspendedReason,
    }
  }

  const cashoutInfo = (user: MockUser, state: MockState) => {
    const guild = user.guild.guild!
    const now = state.now()
    const { timesPerMonth, ...rules } = GUILD_CASHOUT_RULES
    return {
      availableFen: guild.balanceFen,
      ...rules,
      president: has(user.guild.roles, 'president'),
      verification: guild.verification,
      account: { bound: guild.account.bound, bankName: guild.account.bankName, maskedAccount: guild.account.maskedAccount },
      window: windowAt(now, guild.windowOpen ? windowAround(now) : windowClosedAt(now)),
      timesPerMonth,
      timesLeft: guild.timesLeft,
      verifyBy: 'sms',
      maskedPhone: maskPhone(identityOf(state.identity, user.accessToken).phone.number || '13800138000'),
    }
  }

  /** The president of a guild, or the refusal. */
  const presidentOnly = (user: MockUser): Refusal | MockGuild => {
    if (!user.guild.guild) return MOCK_ERRNO.notGuildMember
    return has(user.guild.roles, 'president') ? user.guild.guild : MOCK_ERRNO.guildNoPermission
  }

  return [
    authed('/v1/guild/me', (_body, user) => {
      const { roles, guild, family } = user.guild
      return ok({
        userID: user.userID,
        roles,
        guild: guild && { guildID: guild.guildID, name: guild.name, avatar: '', memberCount: guild.members.length },
        family,
      })
    }),

    authed('/v1/guild/periods', (body, user, state) => {
      const { kind, granularity, cursor, limit } = body
      if (!isKind(kind) || !GRANULARITIES.includes(granularity as MockGranularity) || !isCursor(cursor) || !isLimit(limit)) return fail(MOCK_ERRNO.badParam)
      const access = readAccess(user, kind, undefined)
      // A member may read their own rows of the flow by member, so they may list its periods.
      const ownFlow = kind === 'memberFlow' && user.guild.guild?.members.some((member) => member.userID === user.userID)
      if ('errno' in access && !ownFlow) return fail(access)
      return ok(pageOf(periodsSince(granularity as MockGranularity, historyStart(user, state.now()), state.now()), cursor, limit))
    }),

    authed('/v1/guild/statement', (body, user, state) => {
      const read = readStatement(body, user, state)
      if ('refusal' in read) return fail(read.refusal)
      const { body: statement } = statementOf(user, read.kind, read.member, read.period, state.now())
      const member = read.member && { userID: read.member.userID, nickName: read.member.nickName, avatar: read.member.avatar }
      return ok({ kind: read.kind, period: read.period, member, ...statement })
    }),

    authed('/v1/guild/statement/rows', (body, user, state) => {
      if (!isCursor(body.cursor) || !isLimit(body.limit)) return fail(MOCK_ERRNO.badParam)
      const read = readStatement(body, user, state)
      if ('refusal' in read) return fail(read.refusal)
      return ok(pageOf(statementOf(user, read.kind, read.member, read.period, state.now()).rows, body.cursor, body.limit))
    }),

    authed('/v1/guild/split', (body, user, state) => {
      if (!isCursor(body.cursor) || !isLimit(body.limit)) return fail(MOCK_ERRNO.badParam)
      const guild = user.guild.guild
      if (!guild) return fail(MOCK_ERRNO.notGuildMember)
      if (!has(user.guild.roles, 'president') && !has(user.guild.roles, 'guildAdmin')) return fail(MOCK_ERRNO.guildNoPermission)
      settleSplits(guild, state.now())
      const items = guild.members.map(({ userID, nickName, avatar, ratioBp, next }) => ({ userID, nickName, avatar, ratioBp, next }))
      return ok({ limits: SPLIT_LIMITS, effectiveFrom: nextPeriodStart('week', state.now()), ...pageOf(items, body.cursor, body.limit) })
    }),

    authed('/v1/guild/split/change', (body, user, state) => {
      const { memberID, ratioBp, idempotencyKey } = body
      if (!isUserID(memberID) || typeof ratioBp !== 'number' || !Number.isInteger(ratioBp) || ratioBp < 0 || ratioBp > 10_000 || !isIdempotencyKey(idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      return once(user, idempotencyKey, `split:${memberID}:${ratioBp}`, () => {
        const guild = presidentOnly(user)
        if ('errno' in guild) return { failure: guild }
        const member = guild.members.find((candidate) => candidate.userID === memberID)
        if (!member) return { failure: MOCK_ERRNO.notGuildMember }
        const { minBp, maxBp, stepBp } = SPLIT_LIMITS
        if (ratioBp < minBp || ratioBp > maxBp || (ratioBp - minBp) % stepBp !== 0) return { failure: MOCK_ERRNO.ratioOutOfLimits }
        const effectiveFrom = nextPeriodStart('week', state.now())
        member.next = { ratioBp, effectiveFrom }
        return { data: { memberID, ratioBp, effectiveFrom } }
      })
    }),

    authed('/v1/host/status', (_body, user, state) => ok(hostStatus(user, state))),

    authed('/v1/host/apply', (body, user, state) => {
      if (!isIdempotencyKey(body.idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      return once(user, body.idempotencyKey, 'host-apply', () => {
        const host = user.guild.host
        if (host.state === 'host' || host.state === 'suspended') return { failure: MOCK_ERRNO.alreadyHost }
        if (host.application?.status === 'pending') return { failure: MOCK_ERRNO.applicationPending }
        const status = hostStatus(user, state)
        if (!status.requirements[0]!.met) return { failure: MOCK_ERRNO.hostNotVerified }
        if (status.requirements.some((requirement) => !requirement.met)) return { failure: MOCK_ERRNO.requirementsUnmet }
        host.application = { status: 'pending', submittedAt: state.now(), decidedAt: null, rejectReason: null }
        host.state = 'applying'
        return { data: { ...status, state: 'applying', application: host.application } }
      })
    }),

    authed('/v1/guild/cashout/info', (_body, user, state) => {
      const guild = presidentOnly(user)
      return 'errno' in guild ? fail(guild) : ok(cashoutInfo(user, state))
    }),

    authed('/v1/guild/cashout/sms', (_body, user, state) => {
      const guild = presidentOnly(user)
      if ('errno' in guild) return fail(MOCK_ERRNO.guildNoPermission)
      if (guild.codeAt !== null && state.now() - guild.codeAt < RESEND_AFTER_SECONDS * 1000) return fail(MOCK_ERRNO.smsTooOften)
      guild.codeAt = state.now()
      return ok({ resendAfterSeconds: RESEND_AFTER_SECONDS, dailyLeft: 9, maskedPhone: cashoutInfo(user, state).maskedPhone })
    }),

    authed('/v1/guild/cashout/submit', (body, user, state) => {
      const { amountFen, idempotencyKey } = body
      if (!isWhole(amountFen) || !isIdempotencyKey(idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      return once(user, idempotencyKey, `guild-cashout:${amountFen}`, () => {
        const guild = presidentOnly(user)
        if ('errno' in guild) return { failure: guild }
        const info = cashoutInfo(user, state)
        if (info.verification === 'none') return { failure: MOCK_ERRNO.hostNotVerified }
        if (!info.account.bound) return { failure: MOCK_ERRNO.guildAccountNotBound }
        if (!info.window.open) return { failure: MOCK_ERRNO.outsideWindow }
        if (info.timesLeft === 0) return { failure: MOCK_ERRNO.monthlyTimesUsed }
        if (amountFen < info.minFen) return { failure: MOCK_ERRNO.belowMinimum }
        if (amountFen > info.maxFen) return { failure: MOCK_ERRNO.aboveMaximum }
        if (amountFen > info.availableFen) return { failure: MOCK_ERRNO.aboveBalance }
        if (typeof body.smsCode !== 'string') return { failure: MOCK_ERRNO.verificationNeeded }
        if (guild.codeAt === null || state.now() - guild.codeAt > CODE_VALID_MS || body.smsCode !== MOCK_SMS_CODE) return { failure: MOCK_ERRNO.smsWrong }
        guild.codeAt = null
        const feeFen = feeOf(amountFen, info)
        guild.balanceFen -= amountFen
        guild.timesLeft -= 1
        const withdrawal = { withdrawalID: `gwd${guild.withdrawals.length + 1}`, amountFen, feeFen, createdAt: state.now(), nickName: guild.account.holder }
        guild.withdrawals.unshift(withdrawal)
        return {
          data: {
            ...withdrawal,
            arrivalFen: amountFen - feeFen,
            status: 'submitted',
            expectedAt: state.now() + GUILD_CASHOUT_RULES.arrivalDays * 24 * 60 * MINUTE,
            timeline: [{ status: 'submitted', at: state.now() }],
          },
        }
      })
    }),

    authed('/v1/guild/cashout/records', (body, user) => {
      if (!isCursor(body.cursor) || !isLimit(body.limit)) return fail(MOCK_ERRNO.badParam)
      const guild = presidentOnly(user)
      if ('errno' in guild) return fail(guild)
      const items = guild.withdrawals.map(({ withdrawalID, amountFen, feeFen, createdAt }) => ({ withdrawalID, amountFen, feeFen, status: 'submitted', createdAt }))
      return ok(pageOf(items, body.cursor, body.limit))
    }),
  ]
}
