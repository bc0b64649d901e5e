/**
 * One user's part of the simulated guild engine (docs/openapi.yaml tag `guild`): their roles, the guild they
 * belong to (each scenario user gets a guild of their own, so parallel tests never share one), their family,
 * their host application and the partner's invitees. Scenarios (scenarios/guild.ts) seed these fields; a fresh
 * user is in no guild, holds no role and has never applied.
 */

export type MockGuildRole = 'member' | 'host' | 'guildAdmin' | 'president' | 'partner'

/** A member of a simulated guild: their share (basis points) and a change waiting for the next period. */
export interface MockGuildMember {
  userID: number
  nickName: string
  avatar: string
  ratioBp: number
  next: { ratioBp: number; effectiveFrom: number } | null
  host: boolean
}

export interface MockGuild {
  guildID: string
  name: string
  /** Weeks since the guild was made: no period before it is listed (0: made this week, the empty periods). */
  ageWeeks: number
  /** Multiplies every member's flow: 1 for an ordinary guild, 10000 for amounts in the billions of fen. */
  scale: number
  /** No flow at all in any period (a guild nobody has streamed for yet). */
  quiet: boolean
  members: MockGuildMember[]
  /** The guild's balance, fen (the withdrawal takes from it). */
  balanceFen: number
  /** The guild's withdrawal gates (docs/openapi.yaml `GuildCashoutInfo`). */
  verification: 'none' | 'person' | 'company'
  account: { bound: boolean; bankName: string; maskedAccount: string; holder: string }
  windowOpen: boolean
  timesLeft: number
  withdrawals: { withdrawalID: string; amountFen: number; feeFen: number; createdAt: number; nickName: string }[]
  /** When the last withdrawal code went (null: none waiting). */
  codeAt: number | null
}

export interface MockHostApplication {
  status: 'pending' | 'accepted' | 'rejected'
  submittedAt: number
  decidedAt: number | null
  rejectReason: string | null
}

export interface GuildRecord {
  roles: MockGuildRole[]
  guild: MockGuild | null
  family: { familyID: string; name: string; level: number; role: 'patriarch' | 'vicePatriarch' | 'host' | 'member' } | null
  host: {
    state: 'none' | 'applying' | 'host' | 'suspended'
    application: MockHostApplication | null
    suspendedReason: string | null
    /** The server's own requirement (100 followers) is met. */
    followersMet: boolean
    /** Applications are accepted at once (the review passes when the status is read next). */
    acceptNext: boolean
  }
  /** The partner's invitees (one level only). */
  invitees: number
}

export function createGuildRecord(): GuildRecord {
  return {
    roles: [],
    guild: null,
    family: null,
    host: { state: 'none', application: null, suspendedReason: null, followersMet: true, acceptNext: false },
    invitees: 0,
  }
}
