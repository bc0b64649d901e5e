import type { Granularity, StatementKind, StatementPeriod } from '@h5/api'
import { scenarioSession } from '@h5/mock-backend'
import { NOW, useMockBackend } from '@h5/mock-backend/vitest'
import { createPagedState, loadPage, type PageSource } from '@h5/request'
import { describe, expect, it } from 'vitest'
import {
  createGuildState,
  GuildErrorCode,
  loadStatement,
  periodPages,
  periodState,
  readFigure,
  readStatement,
  statementRowPages,
  type GuildError,
  type StatementRowView,
} from '..'

/** The statement engine on the simulator: periods, totals that add up, paging by cursor, the drill-down. */
const { makeApi, count, answer } = useMockBackend()
const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const CHINA = 8 * HOUR

/** Every item of a paged source, through its pages, and how many pages it took. */
async function all<T>(source: PageSource<T, GuildError>) {
  const list = createPagedState<T, GuildError>()
  await loadPage(list, 'start', source)
  let pages = 1
  while (list.hasMore && list.status === 'done') {
    await loadPage(list, 'next', source)
    pages += 1
  }
  expect(list.status).toBe('done')
  return { items: list.items, pages }
}

async function weeks(scenario: Parameters<typeof scenarioSession>[0], kind: StatementKind = 'guildWallet', granularity: Granularity = 'week') {
  const tokens = scenarioSession(scenario)
  const { api } = makeApi()
  const { items } = await all(periodPages(api, { tokens, kind, granularity }))
  return { tokens, api, periods: items }
}

const sumOf = (rows: StatementRowView[], key: string) => rows.reduce((total, row) => total + (row.figures.find((figure) => figure.key === key)?.value ?? 0), 0)

describe('periods', () => {
  it('lists the settlement weeks newest first: this one open with its close time, the ones before settled', async () => {
    const { periods } = await weeks('guild-president')
    expect(periods).toHaveLength(31)
    const [current, last, before] = periods as [StatementPeriod, StatementPeriod, StatementPeriod]
    // The simulator's clock is Sunday 2026-11-22 16:00 in China: the week began on Monday the 16th.
    expect(current).toMatchObject({ granularity: 'week', startsAt: Date.UTC(2026, 10, 16) - CHINA, endsAt: Date.UTC(2026, 10, 23) - CHINA, settled: false })
    expect(periodState(current, NOW)).toBe('open')
    expect(current.closesAt).toBeGreaterThan(NOW)
    expect(periodState(last, NOW)).toBe('settled')
    expect(periodState(before, NOW)).toBe('settled')
    expect(periods.every((period, index) => index === 0 || period.endsAt === periods[index - 1]!.startsAt)).toBe(true)
  })

  it('pages long histories by cursor instead of loading a year at once', async () => {
    const tokens = scenarioSession('guild-president')
    const { api } = makeApi()
    const { items, pages } = await all(periodPages(api, { tokens, kind: 'guildDiamonds', granularity: 'day' }))
    expect(items.length).toBeGreaterThan(200)
    expect(pages).toBe(Math.ceil(items.length / 20))
    expect(count('POST', '/v1/guild/periods')).toBe(pages)
    expect(new Set(items.map((period) => period.periodID)).size).toBe(items.length)
  })

  it('gives a guild made this week one open week', async () => {
    const { periods } = await weeks('guild-empty')
    expect(periods).toHaveLength(1)
    expect(periods[0]!.settled).toBe(false)
  })

  it('says settling once the close time has passed and the server has not settled yet', () => {
    expect(periodState({ settled: false, closesAt: NOW - 1 }, NOW)).toBe('settling')
    expect(periodState({ settled: true, closesAt: NOW + DAY }, NOW)).toBe('settled')
  })
})

describe('a statement', () => {
  it('the guild wallet: balance, flow and income, each naming its unit, the flow’s split adding up', async () => {
    const { tokens, api, periods } = await weeks('guild-president')
    const state = createGuildState()
    const result = await loadStatement(state, api, { tokens, kind: 'guildWallet', period: periods[1]! })
    expect(result.ok).toBe(true)
    const { totals, breakdown } = state.statement!
    expect(totals.map((total) => [total.key, total.unit])).toEqual([['balance', 'fen'], ['flow', 'diamonds'], ['income', 'fen']])
    expect(breakdown!.of!.key).toBe('flow')
    expect(breakdown!.lines.map((line) => [line.figure.label, line.effect])).toEqual([
      ['礼物', 'add'],
      ['背包礼物', 'add'],
      ['游戏', 'add'],
      ['无效流水', 'subtract'],
      ['扣除', 'subtract'],
    ])
    expect(breakdown!.addsUp).toBe(true)
    expect(breakdown!.of!.value).toBeGreaterThan(0)
  })

  it('the flow by member: the members’ rows add up to the total, and a row opens into that member, whose days add up to the row', async () => {
    const { tokens, api, periods } = await weeks('guild-president', 'memberFlow')
    const period = periods[1]!
    const state = createGuildState()
    await loadStatement(state, api, { tokens, kind: 'memberFlow', period })
    const total = state.statement!.totals.find((figure) => figure.key === 'flow')!.value
    const { items: members, pages } = await all(statementRowPages(api, { tokens, kind: 'memberFlow', periodID: period.periodID }))
    expect(members).toHaveLength(25)
    expect(pages).toBe(2)
    expect(sumOf(members, 'flow')).toBe(total)

    const host = members.find((row) => row.subtitle === '主持人')!
    expect(host.opensMember).toEqual(expect.any(Number))
    const drill = createGuildState()
    await loadStatement(drill, api, { tokens, kind: 'memberFlow', period, memberID: host.opensMember! })
    expect(drill.statement!.member).toMatchObject({ userID: host.opensMember, nickName: host.title })
    expect(drill.statement!.totals.find((figure) => figure.key === 'flow')!.value).toBe(host.figures[0]!.value)
    const { items: days } = await all(statementRowPages(api, { tokens, kind: 'memberFlow', periodID: period.periodID, memberID: host.opensMember! }))
    expect(days).toHaveLength(7)
    expect(sumOf(days, 'flow')).toBe(host.figures.find((figure) => figure.key === 'flow')!.value)
    expect(days.every((day) => day.opensMember === null)).toBe(true)
  })

  it('the settlements of a settled week in fen: what the guild keeps is the flow’s value less the members’ shares', async () => {
    const { tokens, api, periods } = await weeks('guild-president', 'settlements')
    const state = createGuildState()
    await loadStatement(state, api, { tokens, kind: 'settlements', period: periods[1]! })
    const { totals, breakdown } = state.statement!
    expect(totals).toEqual([expect.objectContaining({ key: 'settled', unit: 'fen' })])
    expect(breakdown!.addsUp).toBe(true)
    const { items } = await all(statementRowPages(api, { tokens, kind: 'settlements', periodID: periods[1]!.periodID }))
    expect(sumOf(items, 'paid')).toBe(breakdown!.lines.find((line) => line.figure.key === 'members')!.figure.value)
  })

  it('refuses the settlements of an open week before asking the server (未结算)', async () => {
    const { tokens, api, periods } = await weeks('guild-president', 'settlements')
    const before = count('POST', '/v1/guild/statement')
    const result = await loadStatement(createGuildState(), api, { tokens, kind: 'settlements', period: periods[0]! })
    expect(result).toMatchObject({ ok: false, error: { code: GuildErrorCode.PERIOD_NOT_SETTLED, message: '该周期尚未结算，结算后可查看' } })
    expect(count('POST', '/v1/guild/statement')).toBe(before)
  })

  it('an empty period: zero totals that still add up, and no rows', async () => {
    const { tokens, api, periods } = await weeks('guild-empty', 'guildDiamonds')
    const state = createGuildState()
    await loadStatement(state, api, { tokens, kind: 'guildDiamonds', period: periods[0]! })
    expect(state.statement!.totals.map((total) => total.value)).toEqual([0])
    expect(state.statement!.breakdown!.addsUp).toBe(true)
    const { items } = await all(statementRowPages(api, { tokens, kind: 'guildDiamonds', periodID: periods[0]!.periodID }))
    expect(items).toEqual([])
  })

  it('amounts in the billions of fen stay exact integers', async () => {
    const { tokens, api, periods } = await weeks('guild-billions', 'guildWallet', 'month')
    const state = createGuildState()
    await loadStatement(state, api, { tokens, kind: 'guildWallet', period: periods[1]! })
    const byKey = Object.fromEntries(state.statement!.totals.map((total) => [total.key, total]))
    expect(byKey.balance!.value).toBe(9_876_543_210)
    expect(byKey.income!.value).toBeGreaterThan(1_000_000_000)
    expect(state.statement!.totals.every((total) => Number.isSafeInteger(total.value))).toBe(true)
    expect(state.statement!.breakdown!.addsUp).toBe(true)
  })

  it('a host’s own data: minutes live, listeners, gifts and income', async () => {
    const { tokens, api, periods } = await weeks('guild-host', 'hostData')
    const state = createGuildState()
    await loadStatement(state, api, { tokens, kind: 'hostData', period: periods[0]! })
    expect(state.statement!.totals.map((total) => [total.key, total.unit])).toEqual([['minutes', 'minutes'], ['listeners', 'count'], ['gifts', 'count'], ['income', 'fen']])
    expect(state.statement!.breakdown).toBeNull()
  })

  it('a partner’s report: one level of invitees, rows that open nothing', async () => {
    const { tokens, api, periods } = await weeks('partner-active', 'partnerReport')
    const state = createGuildState()
    await loadStatement(state, api, { tokens, kind: 'partnerReport', period: periods[1]! })
    const { items } = await all(statementRowPages(api, { tokens, kind: 'partnerReport', periodID: periods[1]!.periodID }))
    expect(items).toHaveLength(12)
    expect(items.every((row) => row.opensMember === null)).toBe(true)
    expect(sumOf(items, 'reward')).toBe(state.statement!.totals.find((total) => total.key === 'reward')!.value)
  })

  it('a member is refused the wallet with NO_PERMISSION and its Chinese message', async () => {
    const tokens = scenarioSession('guild-member')
    const { api } = makeApi()
    const result = await loadStatement(createGuildState(), api, { tokens, kind: 'guildWallet', period: { periodID: `w${Date.UTC(2026, 10, 16) / DAY}`, settled: false } })
    expect(result).toMatchObject({ ok: false, error: { code: GuildErrorCode.NO_PERMISSION, errno: 8330001, message: '你的身份暂时无权查看此内容' } })
  })
})

describe('reading figures', () => {
  it('names each unit by the field that holds the number', () => {
    expect(readFigure({ key: 'a', label: '余额', amountFen: 1234 })).toEqual({ key: 'a', label: '余额', unit: 'fen', value: 1234 })
    expect(readFigure({ key: 'b', label: '流水', diamonds: 5 })).toMatchObject({ unit: 'diamonds', value: 5 })
    expect(readFigure({ key: 'c', label: '红钻', redDiamonds: 7 })).toMatchObject({ unit: 'redDiamonds' })
    expect(readFigure({ key: 'd', label: '听众', count: 0 })).toMatchObject({ unit: 'count', value: 0 })
    expect(readFigure({ key: 'e', label: '时长', minutes: 90 })).toMatchObject({ unit: 'minutes', value: 90 })
  })

  it('turns a figure without a number, or with a fraction, into bad data rather than NaN on screen', () => {
    expect(() => readFigure({ key: 'x', label: '余额' } as never)).toThrow()
    expect(() => readFigure({ key: 'x', label: '余额', amountFen: 1.5 })).toThrow()
  })

  it('marks a breakdown that does not come to its total', () => {
    const period = { periodID: 'w1', granularity: 'week', label: 'w', startsAt: 0, endsAt: 1, settled: true, closesAt: 2 } as const
    const view = readStatement({
      kind: 'guildWallet',
      period,
      member: null,
      totals: [{ key: 'flow', label: '流水', diamonds: 100 }],
      breakdown: { of: 'flow', parts: [{ effect: 'add', figure: { key: 'gifts', label: '礼物', diamonds: 90 } }, { effect: 'subtract', figure: { key: 'invalid', label: '无效', diamonds: 5 } }] },
    })
    expect(view.breakdown!.addsUp).toBe(false)
  })

  it('keeps a breakdown whose total the server did not name, marked as not adding up', () => {
    const period = { periodID: 'w1', granularity: 'week', label: 'w', startsAt: 0, endsAt: 1, settled: true, closesAt: 2 } as const
    const view = readStatement({ kind: 'guildWallet', period, member: null, totals: [{ key: 'flow', label: '流水', diamonds: 5 }], breakdown: { of: 'other', parts: [{ effect: 'add', figure: { key: 'gifts', label: '礼物', diamonds: 5 } }] } })
    expect(view.breakdown).toMatchObject({ of: null, addsUp: false, lines: [{ figure: { label: '礼物', value: 5 } }] })
  })

  it('answers REQUEST_FAILED for a statement of the wrong shape', async () => {
    const tokens = scenarioSession('guild-president')
    const { api } = makeApi()
    const period = { periodID: `w${Date.UTC(2026, 10, 9) / DAY}`, settled: true }
    expect(await loadStatement(createGuildState(), api, { tokens, kind: 'guildWallet', period })).toMatchObject({ ok: true })
    answer('POST', '/v1/guild/statement', { body: { errno: 0, data: { kind: 'guildWallet', totals: [{ key: 'x', label: 'y' }] } } })
    const result = await loadStatement(createGuildState(), api, { tokens, kind: 'guildWallet', period })
    expect(result).toMatchObject({ ok: false, error: { code: GuildErrorCode.REQUEST_FAILED } })
  })
})
