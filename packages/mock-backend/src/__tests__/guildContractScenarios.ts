/**
 * The guild endpoints' scenarios for openApiContract.test.ts: the success and each errno the document lists,
 * reached as a page would reach them (a scenario user of scenarios/guild.ts, calls made first). The contract
 * test's clock is Sunday 2026-11-22 16:00 in China: the week of Monday 11-16 is open, the week before settled.
 */
import { MOCK_USER } from '../fixtures.ts'
import { scenarioSession } from '../scenarioSession.ts'
import type { Scenario } from './contractScenario.ts'

const badTokens = { accessToken: 'expired-token', openID: MOCK_USER.openID }
const SUCCESS = { status: 200, errno: 0 }
const failure = (errno: number) => ({ status: 200, errno })
const SESSION_EXPIRED = failure(8304006)
const BAD_PARAM = failure(400)
const NO_PERMISSION = failure(8330001)
const NOT_MEMBER = failure(8330002)
const KEY = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a'

const DAY = 24 * 60 * 60_000
/** The server day number of a date (UTC+8 midnight). */
const dayOf = (month: number, day: number) => Date.UTC(2026, month, day) / DAY
const OPEN_WEEK = `w${dayOf(10, 16)}`
const SETTLED_WEEK = `w${dayOf(10, 9)}`
const TODAY = `d${dayOf(10, 22)}`
const THIS_MONTH = `m${2026 * 12 + 10}`
/** The first member besides the scenario user in every seeded guild (scenarios/guild.ts). */
const MEMBER = 30_001

const as = (scenario: Parameters<typeof scenarioSession>[0], suffix: string): Record<string, unknown> => ({ ...scenarioSession(scenario, `contract-${suffix}`) })
const fresh = as('fresh', 'guild')
const boss = as('guild-president', 'boss')
const statement = (tokens: object, kind: string, periodID: string, memberID?: number) => ({ ...tokens, kind, periodID, ...(memberID !== undefined && { memberID }) })
const split = (tokens: object, ratioBp: number, memberID = MEMBER, idempotencyKey = KEY) => ({ ...tokens, memberID, ratioBp, idempotencyKey })
const withdraw = (tokens: object, amountFen: number, extra: object = { smsCode: '123456' }) => ({ ...tokens, amountFen, idempotencyKey: KEY, ...extra })

export const GUILD_CONTRACT_SCENARIOS: readonly Scenario[] = [
  { operationId: 'getGuildMe', name: 'a president with a guild and a family', payload: boss, expected: SUCCESS },
  { operationId: 'getGuildMe', name: 'a user in no guild', payload: fresh, expected: SUCCESS },
  { operationId: 'getGuildMe', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getStatementPeriods', name: 'the settlement weeks, a page', payload: { ...boss, kind: 'guildWallet', granularity: 'week', limit: 20 }, expected: SUCCESS },
  { operationId: 'getStatementPeriods', name: 'the next page of days', payload: { ...boss, kind: 'guildDiamonds', granularity: 'day', cursor: '20' }, expected: SUCCESS },
  { operationId: 'getStatementPeriods', name: 'a new guild: one week', payload: { ...as('guild-empty', 'p1'), kind: 'guildWallet', granularity: 'week' }, expected: SUCCESS },
  { operationId: 'getStatementPeriods', name: 'a partner\'s months', payload: { ...as('partner-active', 'p2'), kind: 'partnerReport', granularity: 'month' }, expected: SUCCESS },
  { operationId: 'getStatementPeriods', name: 'a member asking for the wallet', payload: { ...as('guild-member', 'p3'), kind: 'guildWallet', granularity: 'week' }, expected: NO_PERMISSION },
  { operationId: 'getStatementPeriods', name: 'a user in no guild', payload: { ...fresh, kind: 'memberFlow', granularity: 'week' }, expected: NOT_MEMBER },
  { operationId: 'getStatementPeriods', name: 'an unknown granularity', payload: { ...boss, kind: 'guildWallet', granularity: 'year' }, expected: BAD_PARAM },
  { operationId: 'getStatementPeriods', name: 'a bad token', payload: { ...badTokens, kind: 'guildWallet', granularity: 'week' }, expected: SESSION_EXPIRED },

  { operationId: 'getStatement', name: 'the wallet of the open week', payload: statement(boss, 'guildWallet', OPEN_WEEK), expected: SUCCESS },
  { operationId: 'getStatement', name: 'the settlements of a settled week', payload: statement(boss, 'settlements', SETTLED_WEEK), expected: SUCCESS },
  { operationId: 'getStatement', name: 'the flow by member, drilled into a host', payload: statement(boss, 'memberFlow', SETTLED_WEEK, MEMBER), expected: SUCCESS },
  { operationId: 'getStatement', name: 'amounts in the billions of fen, a month', payload: statement(as('guild-billions', 's1'), 'guildWallet', THIS_MONTH), expected: SUCCESS },
  { operationId: 'getStatement', name: 'an empty guild\'s week', payload: statement(as('guild-empty', 's2'), 'guildDiamonds', OPEN_WEEK), expected: SUCCESS },
  { operationId: 'getStatement', name: 'a host\'s own data today', payload: statement(as('guild-host', 's3'), 'hostData', TODAY), expected: SUCCESS },
  { operationId: 'getStatement', name: 'a partner\'s report', payload: statement(as('partner-active', 's4'), 'partnerReport', OPEN_WEEK), expected: SUCCESS },
  { operationId: 'getStatement', name: 'a member asking for the wallet', payload: statement(as('guild-member', 's5'), 'guildWallet', OPEN_WEEK), expected: NO_PERMISSION },
  { operationId: 'getStatement', name: 'a member asking for another member', payload: statement(as('guild-member', 's6'), 'memberFlow', OPEN_WEEK, MEMBER), expected: NO_PERMISSION },
  { operationId: 'getStatement', name: 'a member not in the guild', payload: statement(boss, 'memberFlow', OPEN_WEEK, 99_999), expected: NOT_MEMBER },
  { operationId: 'getStatement', name: 'the settlements of the open week', payload: statement(boss, 'settlements', OPEN_WEEK), expected: failure(8330006) },
  { operationId: 'getStatement', name: 'a period that has not begun', payload: statement(boss, 'guildWallet', `w${dayOf(10, 30)}`), expected: BAD_PARAM },
  { operationId: 'getStatement', name: 'a bad token', payload: statement(badTokens, 'guildWallet', OPEN_WEEK), expected: SESSION_EXPIRED },

  { operationId: 'getStatementRows', name: 'the flow by member, first page', payload: { ...statement(boss, 'memberFlow', SETTLED_WEEK), limit: 20 }, expected: SUCCESS },
  { operationId: 'getStatementRows', name: 'the 钻石 ledger, next page', payload: { ...statement(boss, 'guildDiamonds', SETTLED_WEEK), cursor: '20' }, expected: SUCCESS },
  { operationId: 'getStatementRows', name: 'one host\'s days', payload: statement(boss, 'memberFlow', OPEN_WEEK, MEMBER), expected: SUCCESS },
  { operationId: 'getStatementRows', name: 'an empty guild: no rows', payload: statement(as('guild-empty', 'r1'), 'guildDiamonds', OPEN_WEEK), expected: SUCCESS },
  { operationId: 'getStatementRows', name: 'an admin asking for the settlements', payload: statement(as('guild-admin', 'r2'), 'settlements', SETTLED_WEEK), expected: NO_PERMISSION },
  { operationId: 'getStatementRows', name: 'a user in no guild', payload: statement(fresh, 'guildDiamonds', OPEN_WEEK), expected: NOT_MEMBER },
  { operationId: 'getStatementRows', name: 'the settlements of the open week', payload: statement(boss, 'settlements', OPEN_WEEK), expected: failure(8330006) },
  { operationId: 'getStatementRows', name: 'a malformed cursor', payload: { ...statement(boss, 'memberFlow', OPEN_WEEK), cursor: 'next' }, expected: BAD_PARAM },
  { operationId: 'getStatementRows', name: 'a bad token', payload: statement(badTokens, 'memberFlow', OPEN_WEEK), expected: SESSION_EXPIRED },

  { operationId: 'getRevenueSplit', name: 'the members and the limits', payload: boss, expected: SUCCESS },
  { operationId: 'getRevenueSplit', name: 'a change waiting for the next period', before: [{ operationId: 'changeRevenueSplit', payload: split(as('guild-president', 'f1'), 8000) }], payload: as('guild-president', 'f1'), expected: SUCCESS },
  { operationId: 'getRevenueSplit', name: 'a member', payload: as('guild-member', 'f2'), expected: NO_PERMISSION },
  { operationId: 'getRevenueSplit', name: 'a user in no guild', payload: fresh, expected: NOT_MEMBER },
  { operationId: 'getRevenueSplit', name: 'a malformed cursor', payload: { ...boss, cursor: '' }, expected: BAD_PARAM },
  { operationId: 'getRevenueSplit', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'changeRevenueSplit', name: 'a ratio inside the limits', payload: split(as('guild-president', 'c1'), 8500), expected: SUCCESS },
  { operationId: 'changeRevenueSplit', name: 'the same key again: the first answer', before: [{ operationId: 'changeRevenueSplit', payload: split(as('guild-president', 'c2'), 6000) }], payload: split(as('guild-president', 'c2'), 6000), expected: SUCCESS },
  { operationId: 'changeRevenueSplit', name: 'a key used for another ratio', before: [{ operationId: 'changeRevenueSplit', payload: split(as('guild-president', 'c3'), 6000) }], payload: split(as('guild-president', 'c3'), 6500), expected: failure(8390009) },
  { operationId: 'changeRevenueSplit', name: 'below the minimum', payload: split(as('guild-president', 'c4'), 4500), expected: failure(8330005) },
  { operationId: 'changeRevenueSplit', name: 'off the step', payload: split(as('guild-president', 'c5'), 7250), expected: failure(8330005) },
  { operationId: 'changeRevenueSplit', name: 'an admin', payload: split(as('guild-admin', 'c6'), 8000), expected: NO_PERMISSION },
  { operationId: 'changeRevenueSplit', name: 'a member not in the guild', payload: split(as('guild-president', 'c7'), 8000, 99_999), expected: NOT_MEMBER },
  { operationId: 'changeRevenueSplit', name: 'a ratio over 100%', payload: split(as('guild-president', 'c8'), 12_000), expected: BAD_PARAM },
  { operationId: 'changeRevenueSplit', name: 'a bad token', payload: split(badTokens, 8000), expected: SESSION_EXPIRED },

  { operationId: 'getHostStatus', name: 'requirements unmet', payload: as('host-unmet', 'h1'), expected: SUCCESS },
  { operationId: 'getHostStatus', name: 'rejected with the reason', payload: as('host-rejected', 'h2'), expected: SUCCESS },
  { operationId: 'getHostStatus', name: 'suspended', payload: as('host-suspended', 'h3'), expected: SUCCESS },
  { operationId: 'getHostStatus', name: 'accepted after applying', before: [{ operationId: 'applyForHost', payload: { ...as('host-ready', 'h4'), idempotencyKey: KEY } }], payload: as('host-ready', 'h4'), expected: SUCCESS },
  { operationId: 'getHostStatus', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'applyForHost', name: 'every requirement met', payload: { ...as('host-ready', 'a1'), idempotencyKey: KEY }, expected: SUCCESS },
  { operationId: 'applyForHost', name: 'again after a rejection', payload: { ...as('host-rejected', 'a2'), idempotencyKey: KEY }, expected: SUCCESS },
  { operationId: 'applyForHost', name: 'not real-name verified', payload: { ...as('host-unverified', 'a3'), idempotencyKey: KEY }, expected: failure(8330003) },
  { operationId: 'applyForHost', name: 'a requirement of the server unmet', payload: { ...as('host-unmet', 'a4'), idempotencyKey: KEY }, expected: failure(8330007) },
  { operationId: 'applyForHost', name: 'an application pending', payload: { ...as('host-pending', 'a5'), idempotencyKey: KEY }, expected: failure(8330004) },
  { operationId: 'applyForHost', name: 'a host already', payload: { ...as('guild-host', 'a6'), idempotencyKey: KEY }, expected: failure(8330008) },
  { operationId: 'applyForHost', name: 'no key', payload: as('host-ready', 'a7'), expected: BAD_PARAM },
  { operationId: 'applyForHost', name: 'a bad token', payload: { ...badTokens, idempotencyKey: KEY }, expected: SESSION_EXPIRED },

  { operationId: 'getGuildCashoutInfo', name: 'the president, every gate open', payload: boss, expected: SUCCESS },
  { operationId: 'getGuildCashoutInfo', name: 'the window closed', payload: as('guild-cash-closed', 'i1'), expected: SUCCESS },
  { operationId: 'getGuildCashoutInfo', name: 'a member', payload: as('guild-member', 'i2'), expected: NO_PERMISSION },
  { operationId: 'getGuildCashoutInfo', name: 'a user in no guild', payload: fresh, expected: NOT_MEMBER },
  { operationId: 'getGuildCashoutInfo', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'sendGuildWithdrawalSmsCode', name: 'the president', payload: as('guild-president', 'm1'), expected: SUCCESS },
  { operationId: 'sendGuildWithdrawalSmsCode', name: 'again within the minute', before: [{ operationId: 'sendGuildWithdrawalSmsCode', payload: as('guild-president', 'm2') }], payload: as('guild-president', 'm2'), expected: failure(8361003) },
  { operationId: 'sendGuildWithdrawalSmsCode', name: 'an admin', payload: as('guild-admin', 'm3'), expected: NO_PERMISSION },
  { operationId: 'sendGuildWithdrawalSmsCode', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'submitGuildWithdrawal', name: 'through every gate with the code', before: [{ operationId: 'sendGuildWithdrawalSmsCode', payload: as('guild-president', 'w1') }], payload: withdraw(as('guild-president', 'w1'), 100_000), expected: SUCCESS },
  { operationId: 'submitGuildWithdrawal', name: 'the same key again: the first answer', before: [{ operationId: 'sendGuildWithdrawalSmsCode', payload: as('guild-president', 'w2') }, { operationId: 'submitGuildWithdrawal', payload: withdraw(as('guild-president', 'w2'), 100_000) }], payload: withdraw(as('guild-president', 'w2'), 100_000), expected: SUCCESS },
  { operationId: 'submitGuildWithdrawal', name: 'a key used for another amount', before: [{ operationId: 'sendGuildWithdrawalSmsCode', payload: as('guild-president', 'w3') }, { operationId: 'submitGuildWithdrawal', payload: withdraw(as('guild-president', 'w3'), 100_000) }], payload: withdraw(as('guild-president', 'w3'), 200_000), expected: failure(8390009) },
  { operationId: 'submitGuildWithdrawal', name: 'a member', payload: withdraw(as('guild-member', 'w4'), 100_000), expected: NO_PERMISSION },
  { operationId: 'submitGuildWithdrawal', name: 'a user in no guild', payload: withdraw(fresh, 100_000), expected: NOT_MEMBER },
  { operationId: 'submitGuildWithdrawal', name: 'the guild not verified', payload: withdraw(as('guild-cash-unverified', 'w5'), 100_000), expected: failure(8330003) },
  { operationId: 'submitGuildWithdrawal', name: 'no account bound', payload: withdraw(as('guild-cash-unbound', 'w6'), 100_000), expected: failure(8330009) },
  { operationId: 'submitGuildWithdrawal', name: 'outside the window', payload: withdraw(as('guild-cash-closed', 'w7'), 100_000), expected: failure(8390004) },
  { operationId: 'submitGuildWithdrawal', name: 'the month\'s times used', payload: withdraw(as('guild-cash-used', 'w8'), 100_000), expected: failure(8390005) },
  { operationId: 'submitGuildWithdrawal', name: 'below the minimum', payload: withdraw(as('guild-president', 'w9'), 9_999), expected: failure(8390006) },
  { operationId: 'submitGuildWithdrawal', name: 'more than the balance', payload: withdraw(as('guild-empty', 'w10'), 100_000), expected: failure(8390007) },
  { operationId: 'submitGuildWithdrawal', name: 'above the maximum', payload: withdraw(as('guild-billions', 'w11'), 50_000_001), expected: failure(8390008) },
  { operationId: 'submitGuildWithdrawal', name: 'without the code', payload: withdraw(as('guild-president', 'w12'), 100_000, {}), expected: failure(8390012) },
  { operationId: 'submitGuildWithdrawal', name: 'a wrong code', before: [{ operationId: 'sendGuildWithdrawalSmsCode', payload: as('guild-president', 'w13') }], payload: withdraw(as('guild-president', 'w13'), 100_000, { smsCode: '000000' }), expected: failure(8361001) },
  { operationId: 'submitGuildWithdrawal', name: 'no amount', payload: { ...boss, idempotencyKey: KEY }, expected: BAD_PARAM },
  { operationId: 'submitGuildWithdrawal', name: 'a bad token', payload: withdraw(badTokens, 100_000), expected: SESSION_EXPIRED },

  { operationId: 'getGuildWithdrawals', name: 'after a withdrawal', before: [{ operationId: 'sendGuildWithdrawalSmsCode', payload: as('guild-president', 'l1') }, { operationId: 'submitGuildWithdrawal', payload: withdraw(as('guild-president', 'l1'), 100_000) }], payload: as('guild-president', 'l1'), expected: SUCCESS },
  { operationId: 'getGuildWithdrawals', name: 'none yet', payload: boss, expected: SUCCESS },
  { operationId: 'getGuildWithdrawals', name: 'a member', payload: as('guild-member', 'l2'), expected: NO_PERMISSION },
  { operationId: 'getGuildWithdrawals', name: 'a user in no guild', payload: fresh, expected: NOT_MEMBER },
  { operationId: 'getGuildWithdrawals', name: 'a malformed limit', payload: { ...boss, limit: 0 }, expected: BAD_PARAM },
  { operationId: 'getGuildWithdrawals', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },
]
