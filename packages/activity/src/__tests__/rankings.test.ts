import type { RankingRow } from '@h5/api'
import { PINNED_RANK, scenarioSession } from '@h5/mock-backend'
import { useMockBackend } from '@h5/mock-backend/vitest'
import { createPagedState, loadPage } from '@h5/request'
import { describe, expect, it } from 'vitest'
import { createActivityState, hideMyName, pinnedRow, rankingPages, type ActivityError } from '..'

/** Ranking boards: the pages of a period, my row pinned with the gap to the row above, a settled period frozen. */
const START = Date.UTC(2026, 10, 25, 4, 0, 0)
let now = START
const { makeApi, count, answer, server } = useMockBackend({ now: () => now })

async function wholeBoard(query: { tokens: ReturnType<typeof scenarioSession>; boardID: string; periodID?: string }, state = createActivityState()) {
  const { api } = makeApi()
  const rows = createPagedState<RankingRow, ActivityError>()
  const source = rankingPages(state, api, query)
  await loadPage(rows, 'start', source)
  while (rows.hasMore && rows.status === 'done') await loadPage(rows, 'next', source)
  return { state, rows, api }
}

describe('my pinned row', () => {
  it('holds my rank and the points to pass the row above, the same on every page', async () => {
    now = START
    const { state, rows } = await wholeBoard({ tokens: scenarioSession('rank-pinned'), boardID: 'rank_wealth' })
    expect(rows.items).toHaveLength(60)
    expect(count('POST', '/v1/activity/ranking')).toBe(3)
    const row = pinnedRow(state.ranking!.mine)
    expect(row).toMatchObject({ ranked: true, rank: PINNED_RANK, hidden: false })
    const above = rows.items[PINNED_RANK - 2]!
    expect(row.ranked && row.gapToAbove).toBe(above.points - row.points + 1)
    expect(state.ranking).toMatchObject({ pointsLabel: '财富值', settled: false })
    expect(state.ranking!.periods.map((period) => period.label)).toEqual(['日榜', '周榜', '月榜'])
  })

  it('says not ranked, with the points to enter the board', async () => {
    const { state, rows } = await wholeBoard({ tokens: scenarioSession('rank-unranked'), boardID: 'rank_charm' })
    const last = rows.items[rows.items.length - 1]!
    expect(pinnedRow(state.ranking!.mine)).toEqual({ ranked: false, points: 10, gapToEnter: last.points - 10 + 1, hidden: false })
  })

  it('hides my name from others and shows it again, my row following the server', async () => {
    const tokens = scenarioSession('rank-pinned')
    const { state, api } = await wholeBoard({ tokens, boardID: 'weekstar' })
    expect(await hideMyName(state, api, { tokens, hidden: true })).toEqual({ ok: true, data: true })
    expect(state.ranking!.mine.hidden).toBe(true)
    const again = await wholeBoard({ tokens, boardID: 'weekstar' })
    expect(again.rows.items[PINNED_RANK - 1]).toMatchObject({ rank: PINNED_RANK, user: null })
    expect(pinnedRow(again.state.ranking!.mine)).toMatchObject({ ranked: true, rank: PINNED_RANK, hidden: true })
  })
})

describe('a settled period', () => {
  it('is frozen: its pages are shown as first answered and never asked again', async () => {
    now = START
    const tokens = scenarioSession('rank-settled')
    const state = createActivityState()
    await wholeBoard({ tokens, boardID: 'weekstar' }, state)
    const lastWeek = state.ranking!.periods.find((period) => period.label === '上周')!
    expect(lastWeek).toMatchObject({ settled: true })
    const first = await wholeBoard({ tokens, boardID: 'weekstar', periodID: lastWeek.periodID }, state)
    expect(state.ranking).toMatchObject({ periodID: lastWeek.periodID, settled: true, settledAt: lastWeek.settledAt })
    const asked = count('POST', '/v1/activity/ranking')
    // Whatever the server says now about that week, the page keeps the final result it was given.
    answer('POST', '/v1/activity/ranking', { body: { errno: 500, errmsg: '服务器繁忙' }, status: 500 })
    const second = await wholeBoard({ tokens, boardID: 'weekstar', periodID: lastWeek.periodID }, state)
    expect(count('POST', '/v1/activity/ranking')).toBe(asked)
    expect(second.rows.items).toEqual(first.rows.items)
    expect(second.rows.status).toBe('done')
    expect(pinnedRow(state.ranking!.mine)).toMatchObject({ ranked: true, rank: PINNED_RANK })
    server.resetHandlers()
    await hideMyName(state, second.api, { tokens, hidden: true })
    expect(state.ranking!.mine.hidden).toBe(true)
    expect(Object.values(state.frozen).every((page) => !page.mine.hidden)).toBe(true)
  })

  it('a running period is asked again each time', async () => {
    const tokens = scenarioSession('rank-pinned')
    const state = createActivityState()
    await wholeBoard({ tokens, boardID: 'weekstar' }, state)
    const thisWeek = state.ranking!.periodID
    await wholeBoard({ tokens, boardID: 'weekstar', periodID: thisWeek }, state)
    expect(count('POST', '/v1/activity/ranking')).toBe(6)
    expect(Object.keys(state.frozen)).toEqual([])
  })

  it('fails an unknown board with NOT_FOUND', async () => {
    const { rows } = await wholeBoard({ tokens: scenarioSession('fresh'), boardID: 'rank_nope' })
    expect(rows).toMatchObject({ status: 'error', error: { code: 'NOT_FOUND' } })
  })
})
