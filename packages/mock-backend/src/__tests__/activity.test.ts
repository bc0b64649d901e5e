import { afterEach, describe, expect, it } from 'vitest'
import { scenarioSession } from '..'
import { PINNED_RANK, STARTING_IN_MS } from '../scenarios/activity.ts'
import { useMockBackend } from '../testing/useMockBackend.ts'

/**
 * The simulated activities (activity/createActivityHandlers.ts) over time: events crossing their boundaries on the
 * test's clock, my row on a board, a settled period, draws seeded by their key, the guarantee, the cap, a pool
 * that changed, tasks claimed once. openApiContract.test.ts plays every errno.
 */
const START = Date.UTC(2026, 10, 25, 4, 0, 0) // a Wednesday, 12:00 in China
const DAY = 24 * 60 * 60_000
let now = START
const { makeApi } = useMockBackend({ now: () => now })
const { api } = makeApi()
const KEY = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'

afterEach(() => {
  now = START
})

/** The errno a call failed with, or 0 for a success. */
const errnoOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: { errno?: number }) => error.errno,
  )

describe('events', () => {
  it('lists one event in each state at the first request', async () => {
    const { data } = await api.getActivities(scenarioSession('fresh'))
    expect(data.items.map((event) => [event.eventID, event.state])).toEqual([
      ['ev_weal', 'live'],
      ['ev_update', 'upcoming'],
      ['ev_equation', 'settling'],
      ['ev_sisipoker', 'ended'],
      ['ev_qixi', 'rewarded'],
    ])
  })

  it('turns an upcoming event live when the clock passes its start, and draws follow it', async () => {
    const tokens = scenarioSession('activity-starting')
    const before = (await api.getActivity({ ...tokens, eventID: 'ev_update' })).data
    expect(before.state).toBe('upcoming')
    expect(before.window.startsAt).toBe(START + STARTING_IN_MS)
    const payload = { ...tokens, drawID: 'draw_update', count: 1 as const, price: 10, poolVersion: 'v1', idempotencyKey: KEY }
    expect(await errnoOf(api.drawPrizes(payload))).toBe(8340002)
    now = START + STARTING_IN_MS
    expect((await api.getActivity({ ...tokens, eventID: 'ev_update' })).data.state).toBe('live')
    expect(await errnoOf(api.drawPrizes(payload))).toBe(0)
    now = START + STARTING_IN_MS + 7 * DAY
    expect((await api.getActivity({ ...tokens, eventID: 'ev_update' })).data.state).toBe('settling')
  })

  it('settles a settling event at its settledAt', async () => {
    const tokens = scenarioSession('fresh')
    const event = (await api.getActivity({ ...tokens, eventID: 'ev_equation' })).data
    now = event.window.settledAt! - 1
    expect((await api.getActivity({ ...tokens, eventID: 'ev_equation' })).data.state).toBe('settling')
    now = event.window.settledAt!
    expect((await api.getActivity({ ...tokens, eventID: 'ev_equation' })).data.state).toBe('ended')
  })
})

describe('rankings', () => {
  it('pins my row with the gap to the row above, on every page', async () => {
    const tokens = scenarioSession('rank-pinned')
    const first = (await api.getRanking({ ...tokens, boardID: 'rank_wealth' })).data
    const second = (await api.getRanking({ ...tokens, boardID: 'rank_wealth', cursor: first.nextCursor! })).data
    const third = (await api.getRanking({ ...tokens, boardID: 'rank_wealth', cursor: second.nextCursor! })).data
    expect(first.mine).toEqual(second.mine)
    expect(first.mine.rank).toBe(PINNED_RANK)
    const rows = [...first.items, ...second.items, ...third.items]
    const above = rows[PINNED_RANK - 2]!
    expect(first.mine.gapToAbove).toBe(above.points - first.mine.points + 1)
    expect(rows[PINNED_RANK - 1]).toMatchObject({ rank: PINNED_RANK, points: first.mine.points, user: { nickName: expect.any(String) } })
    expect(first.pointsLabel).toBe('财富值')
    expect(first.periods.map((period) => period.kind)).toEqual(['day', 'week', 'month'])
  })

  it('says not ranked with the points to enter, and hides my name from others', async () => {
    const unranked = (await api.getRanking({ ...scenarioSession('rank-unranked'), boardID: 'rank_charm' })).data
    expect(unranked.mine.rank).toBeNull()
    expect(unranked.mine.gapToAbove).toBeGreaterThan(0)
    const tokens = scenarioSession('rank-hidden')
    const hidden = (await api.getRanking({ ...tokens, boardID: 'weekstar', limit: 50 })).data
    expect(hidden.mine).toMatchObject({ rank: PINNED_RANK, hidden: true })
    expect(hidden.items[PINNED_RANK - 1]!.user).toBeNull()
    await api.setRankingHidden({ ...tokens, hidden: false })
    expect((await api.getRanking({ ...tokens, boardID: 'weekstar', limit: 50 })).data.items[PINNED_RANK - 1]!.user).not.toBeNull()
  })

  it('freezes last week once settled, and moves the week at Monday 00:00 server time', async () => {
    const tokens = scenarioSession('rank-settled')
    const board = (await api.getRanking({ ...tokens, boardID: 'weekstar' })).data
    const [thisWeek, lastWeek] = board.periods
    expect(thisWeek).toMatchObject({ label: '本周', settled: false, settledAt: null })
    expect(lastWeek).toMatchObject({ label: '上周', settled: true, settledAt: lastWeek!.endsAt + 30 * 60_000 })
    expect(new Date(lastWeek!.endsAt + 8 * 60 * 60_000).getUTCDay()).toBe(1)
    const frozen = (await api.getRanking({ ...tokens, boardID: 'weekstar', periodID: lastWeek!.periodID })).data
    expect(frozen).toMatchObject({ settled: true, settledAt: lastWeek!.settledAt })
    now += 60_000
    expect((await api.getRanking({ ...tokens, boardID: 'weekstar', periodID: lastWeek!.periodID })).data.items).toEqual(frozen.items)
    now = thisWeek!.endsAt
    const next = (await api.getRanking({ ...tokens, boardID: 'weekstar' })).data
    expect(next.periods[1]).toMatchObject({ periodID: thisWeek!.periodID, settled: false })
    expect(next.periodID).not.toBe(thisWeek!.periodID)
  })
})

describe('draws', () => {
  const wheel = (tokens: ReturnType<typeof scenarioSession>, count: 1 | 10, idempotencyKey = KEY, price = count === 1 ? 20 : 180) => ({ ...tokens, drawID: 'draw_wheel', count, price, poolVersion: 'v1', idempotencyKey })

  it('publishes a pool whose odds add up to 10^8, the least 0.0001%', async () => {
    const info = (await api.getDraw({ ...scenarioSession('fresh'), drawID: 'draw_wheel' })).data
    expect(info.prizes.reduce((sum, prize) => sum + prize.odds, 0)).toBe(100_000_000)
    expect(Math.min(...info.prizes.map((prize) => prize.odds))).toBe(100)
  })

  it('draws the same prizes for the same key, and answers a seen key with the first result, charging once', async () => {
    const one = scenarioSession('fresh')
    const two = scenarioSession('fresh')
    const first = (await api.drawPrizes(wheel(one, 10))).data
    expect((await api.drawPrizes(wheel(one, 10))).data).toEqual(first)
    expect((await api.drawPrizes(wheel(two, 10))).data.prizes).toEqual(first.prizes)
    expect(first.balance).toBe(100_000 - 180)
    expect((await api.getDrawRecords({ ...one, drawID: 'draw_wheel' })).data.items).toHaveLength(1)
    const other = (await api.drawPrizes(wheel(two, 10, 'a-different-key-42'))).data
    expect(other.prizes.map((prize) => prize.prizeID)).not.toEqual(first.prizes.map((prize) => prize.prizeID))
  })

  it('gives the guaranteed prize on the Nth draw and starts the counter again', async () => {
    const tokens = scenarioSession('draw-guarantee')
    expect((await api.getDraw({ ...tokens, drawID: 'draw_wheel' })).data.guarantee).toEqual({ after: 50, prizeID: 'p_frame', count: 49 })
    const result = (await api.drawPrizes(wheel(tokens, 1))).data
    expect(result.prizes[0]).toMatchObject({ prizeID: 'p_frame', guaranteed: true })
    expect(result.guarantee).toEqual({ after: 50, prizeID: 'p_frame', count: 0 })
  })

  it('counts the daily cap, refuses past it, and starts again on the next server day', async () => {
    const tokens = scenarioSession('draw-cap')
    expect(await errnoOf(api.drawPrizes(wheel(tokens, 10)))).toBe(8340005)
    expect((await api.drawPrizes(wheel(tokens, 1))).data.dailyCap).toEqual({ limit: 200, used: 200 })
    expect(await errnoOf(api.drawPrizes(wheel(tokens, 1, 'key-after-cap-1')))).toBe(8340005)
    now = START + DAY
    expect(await errnoOf(api.drawPrizes(wheel(tokens, 1, 'key-next-day-1')))).toBe(0)
  })

  it('refuses a pool the server changed, then shows the new one', async () => {
    const tokens = scenarioSession('draw-pool-changed')
    const shown = (await api.getDraw({ ...tokens, drawID: 'draw_wheel' })).data
    expect(shown).toMatchObject({ poolVersion: 'v1', prices: { one: 20 } })
    expect(await errnoOf(api.drawPrizes(wheel(tokens, 1)))).toBe(8340007)
    const changed = (await api.getDraw({ ...tokens, drawID: 'draw_wheel' })).data
    expect(changed).toMatchObject({ poolVersion: 'v2', prices: { one: 25 }, balance: 100_000 })
    expect(await errnoOf(api.drawPrizes({ ...wheel(tokens, 1, 'key-new-pool-1', 25), poolVersion: 'v2' }))).toBe(0)
  })

  it('spends tickets in a ticket draw and refuses when there are none', async () => {
    const dart = { drawID: 'draw_dart', count: 1 as const, price: 1, poolVersion: 'v1', idempotencyKey: KEY }
    expect((await api.drawPrizes({ ...scenarioSession('fresh'), ...dart })).data.balance).toBe(11)
    expect(await errnoOf(api.drawPrizes({ ...scenarioSession('draw-no-tickets'), ...dart }))).toBe(8340006)
  })
})

describe('tasks', () => {
  it('claims a done task once; the second claim is 8340009', async () => {
    const tokens = scenarioSession('task-all-done')
    const list = (await api.getTasks({ ...tokens, eventID: 'ev_weal' })).data
    expect(list.items.map((task) => task.state)).toEqual(['done', 'done', 'done', 'claimed'])
    await api.claimTask({ ...tokens, eventID: 'ev_weal', taskID: 'task_gift' })
    expect(await errnoOf(api.claimTask({ ...tokens, eventID: 'ev_weal', taskID: 'task_gift' }))).toBe(8340009)
    expect((await api.getTasks({ ...tokens, eventID: 'ev_weal' })).data.items[1]!.state).toBe('claimed')
  })
})
