import type { GuildMe, GuildRole, StatementKind } from '@h5/api'

/** How a user whose role cannot see something gets there: the page's link or advice. */
export type WayThere = 'joinGuild' | 'askPresident' | 'applyHost' | 'becomePartner'

/** What my roles let me see or do: allowed, or why not and how to get there (never an empty table). */
export type Access =
  | { allowed: true }
  | {
      allowed: false
      /** `notMember`: I am in no guild; `role`: my roles do not cover it. */
      reason: 'notMember' | 'role'
      /** What the page says instead of the table, in Chinese. */
      message: string
      way: WayThere
    }

/** The acts beside reading a statement that a role decides. */
export type GuildAct = 'readSplit' | 'changeSplit' | 'withdraw'

const has = (me: GuildMe, role: GuildRole) => me.roles.includes(role)
const ALLOWED: Access = { allowed: true }
const NOT_MEMBER: Access = { allowed: false, reason: 'notMember', message: '你还没有加入公会，加入公会后可查看', way: 'joinGuild' }
const deny = (message: string, way: WayThere): Access => ({ allowed: false, reason: 'role', message, way })
const ASK_PRESIDENT = (what: string) => deny(`只有会长可以${what}，如需了解请联系会长`, 'askPresident')

/**
 * Whether my roles (getGuildMe) let me read a statement of `kind`, of `memberID` when given (a drill-down),
 * by the contract's rules (docs/openapi.yaml `GuildRole`): the president reads every guild statement and member;
 * a guild admin the 钻石 flow and the flow by member (and hosts' data) of every member; a member their own rows of
 * the 钻石 flow and the flow by member; a host their own host data; a partner the partner report. Nobody reads another member's
 * income unless a role covers that member. The server holds the same rules (8330001, 8330002); a page asks this
 * first so it says "your role cannot see this, here is how" instead of showing an empty table.
 *
 * @example
 * const access = canRead(me, 'guildWallet')
 * if (!access.allowed) return <Notice text={access.message} action={wayThereLink(access.way)} />
 */
export function canRead(me: GuildMe, kind: StatementKind, memberID?: number): Access {
  if (kind === 'partnerReport') return has(me, 'partner') ? ALLOWED : deny('成为推广合伙人后可查看推广报表', 'becomePartner')
  if (!me.guild) return kind === 'hostData' && !has(me, 'host') ? deny('成为主持人后可查看主持数据', 'applyHost') : NOT_MEMBER
  const president = has(me, 'president')
  const admin = has(me, 'guildAdmin')
  const own = memberID === undefined || memberID === me.userID
  switch (kind) {
    case 'guildWallet':
      return president ? ALLOWED : ASK_PRESIDENT('查看公会钱包')
    case 'settlements':
      return president ? ALLOWED : ASK_PRESIDENT('查看公会结算')
    case 'guildDiamonds':
      if (president || admin || memberID === me.userID) return ALLOWED
      return ASK_PRESIDENT('查看公会钻石流水')
    case 'memberFlow':
      if (president || admin) return ALLOWED
      return memberID === me.userID ? ALLOWED : deny('你只能查看自己的流水', 'askPresident')
    case 'hostData':
      if (own) return has(me, 'host') ? ALLOWED : deny('成为主持人后可查看主持数据', 'applyHost')
      return president || admin ? ALLOWED : deny('你只能查看自己的主持数据', 'askPresident')
  }
}

/**
 * Whether my roles let me do `act`: read the split (president, guild admin), change it or withdraw the guild's
 * balance (the president only).
 *
 * @example
 * canAct(me, 'changeSplit') // { allowed: false, reason: 'role', message: '只有会长可以修改分成…', way: 'askPresident' }
 */
export function canAct(me: GuildMe, act: GuildAct): Access {
  if (!me.guild) return NOT_MEMBER
  if (act === 'readSplit') return has(me, 'president') || has(me, 'guildAdmin') ? ALLOWED : ASK_PRESIDENT('查看成员分成')
  if (has(me, 'president')) return ALLOWED
  return ASK_PRESIDENT(act === 'changeSplit' ? '修改分成' : '提现公会收益')
}
