import type { GuildMe, StatementKind } from '@h5/api'
import { scenarioSession } from '@h5/mock-backend'
import { useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { canAct, canRead, createGuildState, GuildErrorCode, loadGuildMe, loadStatement } from '..'

/** What a role may see: the pure rule the pages ask, held to the simulator's answers for every role. */
const { makeApi } = useMockBackend()
const DAY = 24 * 60 * 60_000
/** The settled week of the simulator's clock (Monday 2026-11-09, China time). */
const SETTLED_WEEK = { periodID: `w${Date.UTC(2026, 10, 9) / DAY}`, settled: true }
const KINDS: StatementKind[] = ['guildWallet', 'guildDiamonds', 'memberFlow', 'settlements', 'hostData', 'partnerReport']
const ROLE_SCENARIOS = ['guild-member', 'guild-admin', 'guild-president', 'guild-host', 'partner-active', 'fresh'] as const
/** A member of every seeded guild besides the user (scenarios/guild.ts). */
const OTHER = 30_001

const me = (roles: GuildMe['roles'], guild = true): GuildMe => ({
  userID: 20_001,
  roles,
  guild: guild ? { guildID: 'g1', name: '星光公会', avatar: '', memberCount: 3 } : null,
  family: null,
})

describe('canRead and canAct', () => {
  it('lets the president read every guild statement and member, and change the split and withdraw', () => {
    const president = me(['member', 'president'])
    for (const kind of KINDS.filter((kind) => kind !== 'partnerReport')) expect(canRead(president, kind, OTHER), kind).toEqual({ allowed: true })
    expect(canAct(president, 'changeSplit')).toEqual({ allowed: true })
    expect(canAct(president, 'withdraw')).toEqual({ allowed: true })
  })

  it('tells a member why the wallet is closed and the way there, never an empty table', () => {
    const member = me(['member'])
    expect(canRead(member, 'guildWallet')).toEqual({ allowed: false, reason: 'role', message: '只有会长可以查看公会钱包，如需了解请联系会长', way: 'askPresident' })
    expect(canRead(member, 'memberFlow')).toMatchObject({ allowed: false, way: 'askPresident' })
    expect(canRead(member, 'memberFlow', member.userID)).toEqual({ allowed: true })
    expect(canRead(member, 'memberFlow', OTHER)).toMatchObject({ allowed: false, message: '你只能查看自己的流水' })
    expect(canRead(member, 'hostData')).toMatchObject({ allowed: false, way: 'applyHost' })
    expect(canAct(member, 'readSplit')).toMatchObject({ allowed: false, way: 'askPresident' })
  })

  it('lets an admin read the flow of every member but not the wallet, the settlements, the split change or the withdrawal', () => {
    const admin = me(['member', 'guildAdmin'])
    expect(canRead(admin, 'guildDiamonds')).toEqual({ allowed: true })
    expect(canRead(admin, 'memberFlow', OTHER)).toEqual({ allowed: true })
    expect(canRead(admin, 'guildWallet').allowed).toBe(false)
    expect(canRead(admin, 'settlements').allowed).toBe(false)
    expect(canAct(admin, 'readSplit')).toEqual({ allowed: true })
    expect(canAct(admin, 'changeSplit')).toMatchObject({ allowed: false, message: '只有会长可以修改分成，如需了解请联系会长' })
    expect(canAct(admin, 'withdraw').allowed).toBe(false)
  })

  it('sends someone in no guild to join one, a non-host to apply, a non-partner to become one', () => {
    const outsider = me([], false)
    expect(canRead(outsider, 'guildWallet')).toMatchObject({ allowed: false, reason: 'notMember', way: 'joinGuild' })
    expect(canAct(outsider, 'withdraw')).toMatchObject({ reason: 'notMember' })
    expect(canRead(outsider, 'hostData')).toMatchObject({ allowed: false, way: 'applyHost' })
    expect(canRead(outsider, 'partnerReport')).toMatchObject({ allowed: false, way: 'becomePartner' })
    expect(canRead(me(['partner'], false), 'partnerReport')).toEqual({ allowed: true })
    expect(canRead(me(['member', 'host']), 'hostData')).toEqual({ allowed: true })
  })
})

describe('the rule agrees with the server for every role', () => {
  it.each(ROLE_SCENARIOS)('%s: canRead allows exactly the statements the simulator answers', async (scenario) => {
    const tokens = scenarioSession(scenario)
    const { api } = makeApi()
    const state = createGuildState()
    expect(await loadGuildMe(state, api, tokens)).toMatchObject({ ok: true })
    const self = state.me!
    for (const kind of KINDS) {
      for (const memberID of [undefined, self.userID, OTHER]) {
        if ((kind === 'guildWallet' || kind === 'partnerReport') && memberID !== undefined) continue
        const result = await loadStatement(state, api, { tokens, kind, period: SETTLED_WEEK, ...(memberID !== undefined && { memberID }) })
        const serverAllowed = result.ok
        if (!result.ok) expect([GuildErrorCode.NO_PERMISSION, GuildErrorCode.NOT_MEMBER], `${kind} ${memberID}`).toContain(result.error.code)
        expect(canRead(self, kind, memberID).allowed, `${scenario} ${kind} ${memberID}`).toBe(serverAllowed)
      }
    }
  })
})
