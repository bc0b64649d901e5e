import type { DrawRecord } from '@h5/api'
import { scenarioSession } from '@h5/mock-backend'
import { loseNextAnswer, recordIdempotencyKeys, useMockBackend } from '@h5/mock-backend/vitest'
import { createPagedState, loadPage } from '@h5/request'
import { describe, expect, it } from 'vitest'
import { createActivityState, drawPrizes, drawRecordPages, formatOdds, loadDraw, type ActivityError } from '..'
import { nativeWith, teenOff, teenOn } from './native'

/**
 * A draw: the pool and its odds first, one request per attempt with its idempotency key, the prizes only from the
 * server, the guarantee and the cap from its answer, minors and teen mode refused before anything is sent.
 */
const { makeApi, count, server } = useMockBackend()
const DRAW = '/v1/activity/draw'

async function drawPage(scenario: Parameters<typeof scenarioSession>[0] = 'fresh', drawID = 'draw_wheel', bridge = teenOff()) {
  const { api } = makeApi()
  const tokens = scenarioSession(scenario)
  const state = createActivityState()
  expect(await loadDraw(state, api, { tokens, drawID })).toMatchObject({ ok: true })
  return { api, tokens, state, client: { api, bridge } }
}

async function records(page: Awaited<ReturnType<typeof drawPage>>, drawID = 'draw_wheel') {
  const list = createPagedState<DrawRecord, ActivityError>()
  await loadPage(list, 'start', drawRecordPages(page.api, { tokens: page.tokens, drawID }))
  return list.items
}

describe('the pool before anything is drawn', () => {
  it('has every prize with exact odds, down to 0.0001%', async () => {
    const { state } = await drawPage()
    expect(state.draw!.prizes.map((prize) => formatOdds(prize.odds))).toEqual(['0.0001%', '0.0099%', '0.99%', '9%', '30%', '60%'])
    expect(state.draw).toMatchObject({ currency: 'diamond', prices: { one: 20, ten: 180 }, guarantee: { after: 50, count: 0 }, dailyCap: { limit: 200, used: 0 } })
    expect(count('POST', DRAW)).toBe(0)
  })
})

describe('a draw', () => {
  it('×10: the prizes come from the answer, and the counters and balance follow it', async () => {
    const page = await drawPage()
    const result = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw: page.state.draw!, count: 10 })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.prizes).toHaveLength(10)
    expect(page.state.lastDraw).toEqual(result.data)
    expect(page.state.draw).toMatchObject({ balance: 100_000 - 180, dailyCap: { used: 10 }, guarantee: { count: result.data.guarantee!.count } })
    expect((await records(page))[0]!.prizes).toEqual(result.data.prizes)
  })

  it('a double tap draws once', async () => {
    const page = await drawPage()
    const tap = () => drawPrizes(page.state, page.client, { tokens: page.tokens, draw: page.state.draw!, count: 1 })
    const [first, second] = await Promise.all([tap(), tap()])
    expect(first).toEqual(second)
    expect(count('POST', DRAW)).toBe(1)
    expect(await records(page)).toHaveLength(1)
  })

  it('a lost answer retried sends the same key and shows the same prizes; the server drew once', async () => {
    const page = await drawPage()
    const keys = recordIdempotencyKeys(server, DRAW)
    loseNextAnswer(server, DRAW)
    const draw = page.state.draw!
    const lost = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw, count: 10 })
    expect(lost).toMatchObject({ ok: false, error: { code: 'REQUEST_FAILED', decided: false } })
    expect(page.state.attempts.draw).toMatchObject({ key: keys[0] })
    const retried = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw, count: 10 })
    expect(retried.ok).toBe(true)
    expect(new Set(keys)).toEqual(new Set([keys[0]]))
    expect(page.state.attempts.draw).toBeNull()
    const kept = await records(page)
    expect(kept).toHaveLength(1)
    expect(retried.ok && retried.data.prizes).toEqual(kept[0]!.prizes)
    const next = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw: page.state.draw!, count: 1 })
    expect(next.ok).toBe(true)
    expect(new Set(keys).size).toBe(2)
  })

  it('gives the guaranteed prize at the Nth draw, the counter back to 0', async () => {
    const page = await drawPage('draw-guarantee')
    expect(page.state.draw!.guarantee).toMatchObject({ after: 50, count: 49 })
    const result = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw: page.state.draw!, count: 1 })
    expect(result).toMatchObject({ ok: true, data: { prizes: [{ prizeID: 'p_frame', guaranteed: true }] } })
    expect(page.state.draw!.guarantee).toMatchObject({ count: 0 })
  })
})

describe('refused', () => {
  it('a minor, before anything is sent or native is asked', async () => {
    let asked = 0
    const bridge = nativeWith({ teenagerCanUse: () => ((asked += 1), { canUse: true, open: false }) })
    const page = await drawPage('draw-minor', 'draw_wheel', bridge)
    expect(page.state.draw!.minor).toBe(true)
    const result = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw: page.state.draw!, count: 1 })
    expect(result).toMatchObject({ ok: false, error: { code: 'MINOR', message: '未成年人不能参与抽奖' } })
    expect(asked).toBe(0)
    expect(count('POST', DRAW)).toBe(0)
  })

  it('a minor the page did not know of: the server refuses (8304101), nothing drawn', async () => {
    const page = await drawPage('draw-minor')
    const result = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw: { ...page.state.draw!, minor: false }, count: 1 })
    expect(result).toMatchObject({ ok: false, error: { code: 'MINOR', errno: 8304101 } })
    expect(await records(page)).toEqual([])
  })

  it('teen mode on in the app, nothing sent; teen mode the server knows, 8340004', async () => {
    const native = await drawPage('fresh', 'draw_wheel', teenOn())
    expect(await drawPrizes(native.state, native.client, { tokens: native.tokens, draw: native.state.draw!, count: 1 })).toMatchObject({ ok: false, error: { code: 'TEEN_MODE' } })
    expect(count('POST', DRAW)).toBe(0)
    const server = await drawPage('draw-teen')
    expect(await drawPrizes(server.state, server.client, { tokens: server.tokens, draw: server.state.draw!, count: 1 })).toMatchObject({ ok: false, error: { code: 'TEEN_MODE', errno: 8340004 } })
  })

  it('the daily cap: ×10 refused before sending, ×1 fills it, then the cap from the answer refuses', async () => {
    const page = await drawPage('draw-cap')
    const draw = (count: 1 | 10) => drawPrizes(page.state, page.client, { tokens: page.tokens, draw: page.state.draw!, count })
    expect(await draw(10)).toMatchObject({ ok: false, error: { code: 'DAILY_CAP' } })
    expect(count('POST', DRAW)).toBe(0)
    expect(await draw(1)).toMatchObject({ ok: true })
    expect(page.state.draw!.dailyCap).toEqual({ limit: 200, used: 200 })
    expect(await draw(1)).toMatchObject({ ok: false, error: { code: 'DAILY_CAP', message: '今日抽奖次数已达上限，明天再来吧' } })
    expect(count('POST', DRAW)).toBe(1)
  })

  it('the cap the server counted when the page did not know: 8340005', async () => {
    const page = await drawPage('draw-cap')
    const result = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw: { ...page.state.draw!, dailyCap: null }, count: 10 })
    expect(result).toMatchObject({ ok: false, error: { code: 'DAILY_CAP', errno: 8340005 } })
  })

  it('not enough 钻石 or tickets, before sending', async () => {
    const diamonds = await drawPage('draw-low-diamonds')
    expect(await drawPrizes(diamonds.state, diamonds.client, { tokens: diamonds.tokens, draw: diamonds.state.draw!, count: 1 })).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_DIAMONDS' } })
    const tickets = await drawPage('draw-no-tickets', 'draw_dart')
    expect(tickets.state.draw).toMatchObject({ currency: 'ticket', ticketName: '飞镖', balance: 0 })
    expect(await drawPrizes(tickets.state, tickets.client, { tokens: tickets.tokens, draw: tickets.state.draw!, count: 1 })).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_TICKETS' } })
    expect(count('POST', DRAW)).toBe(0)
  })

  it('a pool that changed: POOL_CHANGED, nothing charged; the reloaded pool draws', async () => {
    const page = await drawPage('draw-pool-changed')
    const keys = recordIdempotencyKeys(server, DRAW)
    const first = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw: page.state.draw!, count: 1 })
    expect(first).toMatchObject({ ok: false, error: { code: 'POOL_CHANGED', decided: true } })
    expect(page.state.attempts.draw).toBeNull()
    await loadDraw(page.state, page.api, { tokens: page.tokens, drawID: 'draw_wheel' })
    expect(page.state.draw).toMatchObject({ poolVersion: 'v2', prices: { one: 25 }, balance: 100_000 })
    expect(await drawPrizes(page.state, page.client, { tokens: page.tokens, draw: page.state.draw!, count: 1 })).toMatchObject({ ok: true, data: { balance: 100_000 - 25 } })
    expect(new Set(keys).size).toBe(2)
  })

  it('an event not live yet, or over', async () => {
    const upcoming = await drawPage('fresh', 'draw_update')
    expect(await drawPrizes(upcoming.state, upcoming.client, { tokens: upcoming.tokens, draw: upcoming.state.draw!, count: 1 })).toMatchObject({ ok: false, error: { code: 'NOT_STARTED' } })
    const over = await drawPage('fresh', 'draw_poker')
    expect(await drawPrizes(over.state, over.client, { tokens: over.tokens, draw: over.state.draw!, count: 1 })).toMatchObject({ ok: false, error: { code: 'ENDED' } })
  })

  it('a count other than 1 or 10', async () => {
    const page = await drawPage()
    const result = await drawPrizes(page.state, page.client, { tokens: page.tokens, draw: page.state.draw!, count: 5 as 1 })
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_COUNT' } })
  })
})
