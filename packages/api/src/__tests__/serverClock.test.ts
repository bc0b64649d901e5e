import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient, createServerClock, readServerTime } from '..'

const BASE = 'http://api.test'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

const PHONE_NOW = Date.UTC(2026, 10, 24, 8, 0, 0)
/** The server runs 90 s ahead of this phone. */
const SERVER_AHEAD_MS = 90_000

/** Answers `path` with the server's time in its header, as the backend does on every answer. */
function answerWithServerTime(path: string, body: object, status = 200) {
  server.use(
    http.all(`${BASE}${path}`, () =>
      HttpResponse.json(body, { status, headers: { 'X-Server-Time': String(Date.now() + SERVER_AHEAD_MS) } }),
    ),
  )
}

describe('createServerClock', () => {
  it('is the phone’s clock until an answer has said otherwise', () => {
    vi.useFakeTimers({ now: PHONE_NOW, toFake: ['Date'] })
    const clock = createServerClock()
    expect(clock.now()).toBe(PHONE_NOW)
    expect(clock.offsetMs()).toBe(0)
  })

  it('takes the offset at the middle of the round trip', () => {
    vi.useFakeTimers({ now: PHONE_NOW, toFake: ['Date'] })
    const clock = createServerClock()
    // Sent at 0, answered at 200 ms: the server's time is at ~100 ms of the phone's.
    clock.record(PHONE_NOW + 100 + SERVER_AHEAD_MS, PHONE_NOW, PHONE_NOW + 200)
    expect(clock.offsetMs()).toBe(SERVER_AHEAD_MS)
    expect(clock.now()).toBe(PHONE_NOW + SERVER_AHEAD_MS)
  })

  it('keeps the most precise answer: a slow answer that agrees within its uncertainty does not move it', () => {
    const clock = createServerClock()
    clock.record(1_000_050, 1_000_000, 1_000_100) // offset 0 ± 50
    clock.record(2_001_000, 2_000_000, 2_004_000) // offset -1000 ± 2000: agrees, less precise
    expect(clock.offsetMs()).toBe(0)
    clock.record(3_000_012, 3_000_000, 3_000_020) // offset +2 ± 10: more precise
    expect(clock.offsetMs()).toBe(2)
  })

  it('follows a clock that moved: an answer that cannot agree with the kept one replaces it', () => {
    const clock = createServerClock()
    clock.record(1_000_050, 1_000_000, 1_000_100) // offset 0 ± 50
    // The user set the phone an hour back: a slower answer, but 3,600 s off, far beyond both uncertainties.
    clock.record(2_000_000 + 3_600_000 + 300, 2_000_000, 2_000_600)
    expect(clock.offsetMs()).toBe(3_600_000)
  })

  it.each([
    ['a negative round trip', [1_000, 2_000, 1_000]],
    ['a server time that is not a number', [Number.NaN, 1_000, 1_100]],
  ] as const)('ignores %s', (_case, [serverTime, sentAt, receivedAt]) => {
    const clock = createServerClock()
    clock.record(serverTime, sentAt, receivedAt)
    expect(clock.offsetMs()).toBe(0)
  })
})

describe('readServerTime', () => {
  it.each([
    ['1795852800000', 1_795_852_800_000],
    [' 1795852800000 ', 1_795_852_800_000],
  ])('reads %j', (value, ms) => {
    expect(readServerTime(value)).toBe(ms)
  })

  it.each([undefined, '', 'Tue, 24 Nov 2026 08:00:00 GMT', '-5', '1.5e12', '0', '99999999999999999', 1_795_852_800_000])(
    'teaches nothing from %j',
    (value) => {
      expect(readServerTime(value)).toBeUndefined()
    },
  )
})

describe('createApiClient({ serverClock })', () => {
  it('learns the server’s clock from an answer’s X-Server-Time', async () => {
    vi.useFakeTimers({ now: PHONE_NOW, toFake: ['Date'] })
    const serverClock = createServerClock()
    const api = createApiClient({ baseURL: BASE, clientId: '123456', serverClock })
    answerWithServerTime('/v1/packet/myReward', { errno: 0, data: { leftTotal: '1.00', rewardTotal: '2.00' } })
    await api.getMyReward()
    expect(serverClock.offsetMs()).toBe(SERVER_AHEAD_MS)
    expect(serverClock.now() - Date.now()).toBe(SERVER_AHEAD_MS)
  })

  it('learns it from a failure too: an errno answer and an HTTP 500 still carry the server’s time', async () => {
    vi.useFakeTimers({ now: PHONE_NOW, toFake: ['Date'] })
    const serverClock = createServerClock()
    const api = createApiClient({ baseURL: BASE, clientId: '123456', serverClock })
    answerWithServerTime('/v1/packet/myReward', { errno: 500, errmsg: '服务异常' }, 500)
    await expect(api.getMyReward()).rejects.toThrow('服务异常')
    expect(serverClock.offsetMs()).toBe(SERVER_AHEAD_MS)
  })

  it('keeps the clock as it was when an answer has no server time', async () => {
    const serverClock = createServerClock()
    const api = createApiClient({ baseURL: BASE, clientId: '123456', serverClock })
    server.use(http.all(`${BASE}/v1/packet/myReward`, () => HttpResponse.json({ errno: 0, data: {} })))
    await api.getMyReward()
    expect(serverClock.offsetMs()).toBe(0)
  })
})
