import { createApiClient } from '@h5/api'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createMockBackend,
  defaultUser,
  findUser,
  MOCK_PACKETS,
  MOCK_USER,
  readScenarioSession,
  scenarioSession,
  SCENARIOS,
  type ScenarioName,
} from '..'
import { identityOf } from '../identity/identityWorld.ts'
import { mergeScenarioTables } from '../scenarios/registry.ts'

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)
const backend = createMockBackend({ now: () => NOW })
const server = setupServer(...backend.handlers)
const api = createApiClient({ baseURL: 'http://backend.test', clientId: '1' })
const mockTokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => backend.reset())
afterAll(() => server.close())

/** Each purchase and send of the tests is an attempt of its own: a key of its own. */
let guards = 0
/** Diamonds left after a bronze guard for one month (1000 diamonds), a purchase of its own: the answer names the user's own balance. */
const diamondsAfterGuard = async (tokens: { accessToken: string; openID: string }) => {
  // A guard is a tip, which needs real-name verification (docs/openapi.yaml buyGuard): the buyer is verified first.
  const buyer = findUser(backend.state, tokens.accessToken, tokens.openID)
  if (buyer) identityOf(backend.state.identity, buyer.accessToken).status = 'verified'
  return (await api.buyGuard({ ...tokens, anchorID: 9, level: 1, months: 1, idempotencyKey: `key-guard-${(guards += 1)}` })).data
}

const errnoOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: { errno?: number }) => error.errno,
  )

describe('scenario sessions', () => {
  it('are sessions of a fresh user each, created on first use and kept for later requests', async () => {
    const first = scenarioSession('fresh')
    const second = scenarioSession('fresh')
    expect(first).not.toEqual(second)
    expect((await diamondsAfterGuard(first)).data?.diamonds).toBe(99_000)
    expect((await diamondsAfterGuard(first)).data?.diamonds).toBe(98_000)
    expect((await diamondsAfterGuard(second)).data?.diamonds).toBe(99_000)
    expect((await diamondsAfterGuard(mockTokens)).data?.diamonds).toBe(99_000)
  })

  it('give each user its own userID and identity', async () => {
    const tokens = scenarioSession('fresh')
    const policy = await api.getPolicyToken({ ...tokens, scene: 'photo' })
    const user = findUser(backend.state, tokens.accessToken, tokens.openID)!
    expect(user.userID).not.toBe(MOCK_USER.userID)
    expect(policy.data.data?.dir).toBe(`photo/${user.userID}/`)
    expect(user).toMatchObject({ ...tokens, minor: false, leftFen: 8888 })
  })

  it.each([
    ['an unregistered scenario', { accessToken: 'scn.nope.a1', openID: 'scn-open.nope.a1' }],
    ['an own-property trick', { accessToken: 'scn.constructor.a1', openID: 'scn-open.constructor.a1' }],
    ['halves of two sessions', { accessToken: 'scn.fresh.a1', openID: 'scn-open.fresh.b2' }],
    ['halves of two scenarios', { accessToken: 'scn.fresh.a1', openID: 'scn-open.minor.a1' }],
    ['a malformed suffix', { accessToken: 'scn.fresh.a b', openID: 'scn-open.fresh.a b' }],
    ["a known user's accessToken with another openID", { accessToken: MOCK_USER.accessToken, openID: 'scn-open.fresh.a1' }],
  ])('answer 8304006 (an expired session) for %s', async (_label, tokens) => {
    expect((await diamondsAfterGuard(tokens)).errno).toBe(8304006)
    expect(backend.state.users.size).toBe(1)
  })

  it('give each user a bound phone of its own, so one user’s SMS sends never hold back another’s', async () => {
    const send = (tokens: { accessToken: string; openID: string }) => api.sendSmsCode({ ...tokens, scene: 'cancellation' }, { quiet: true })
    const first = await send(scenarioSession('fresh'))
    const second = await send(scenarioSession('fresh'))
    expect(first.errno).toBe(0)
    expect(second.errno).toBe(0)
    // The middle digits differ, so every user still reads 138****8000 on screen.
    expect(second.data?.maskedPhone).toBe('138****8000')
    expect((await send(mockTokens)).data?.maskedPhone).toBe('138****8000')
  })

  it('start over after reset: the same pair is a fresh user again', async () => {
    const tokens = scenarioSession('fresh')
    await diamondsAfterGuard(tokens)
    backend.reset()
    expect((await diamondsAfterGuard(tokens)).data?.diamonds).toBe(99_000)
  })

  it("open scenario packets as the user who asks: the alreadyOpened packet is one they opened", async () => {
    const tokens = scenarioSession('fresh')
    const open = (redpacketID: string) => api.openPacket({ ...tokens, redpacketID, channel: 'room' })
    expect(await errnoOf(open(`${MOCK_PACKETS.alreadyOpened}_scn`))).toBe(8348203)
    await expect(open(`${MOCK_PACKETS.openable}_scn`)).resolves.toMatchObject({ data: { money: 1.88 } })
    expect(findUser(backend.state, tokens.accessToken, tokens.openID)!.leftFen).toBe(8888 + 188)
    expect(defaultUser(backend.state).leftFen).toBe(8888)
  })
})

describe('the minor scenario', () => {
  const send = (tokens: { accessToken: string; openID: string }) =>
    api.sendPacket({ ...tokens, amount: '1.00', count: 1, greeting: '', idempotencyKey: `key-send-${(guards += 1)}` })

  it('refuses to send a red packet with 8304101 and its message, taking nothing', async () => {
    const tokens = scenarioSession('minor')
    const error = await send(tokens).catch((e: unknown) => e)
    expect(error).toMatchObject({ errno: 8304101, errmsg: '未成年人暂不能使用此功能' })
    const user = findUser(backend.state, tokens.accessToken, tokens.openID)!
    expect(user).toMatchObject({ minor: true, leftFen: 8888, sent: [] })
  })

  it('refuses before checking the amount', async () => {
    const tokens = scenarioSession('minor')
    expect(await errnoOf(api.sendPacket({ ...tokens, amount: '0', count: 0, greeting: '', idempotencyKey: 'key-send-minor' }))).toBe(8304101)
  })

  it('is only the minor: a fresh user and MOCK_USER still send', async () => {
    await expect(send(scenarioSession('fresh'))).resolves.toMatchObject({ errno: 0 })
    await expect(send(mockTokens)).resolves.toMatchObject({ errno: 0 })
  })
})

describe('scenarioSession and readScenarioSession', () => {
  it('write and read the documented format', () => {
    expect(scenarioSession('minor', 'e2e-1')).toEqual({ accessToken: 'scn.minor.e2e-1', openID: 'scn-open.minor.e2e-1' })
    expect(readScenarioSession('scn.minor.e2e-1', 'scn-open.minor.e2e-1')).toEqual({ scenario: 'minor', suffix: 'e2e-1' })
    expect(readScenarioSession(MOCK_USER.accessToken, MOCK_USER.openID)).toBeNull()
  })

  it('give every call a suffix of its own', () => {
    const tokens = Array.from({ length: 500 }, () => scenarioSession('fresh').accessToken)
    expect(new Set(tokens).size).toBe(500)
    for (const token of tokens) expect(readScenarioSession(token, token.replace('scn.', 'scn-open.'))).not.toBeNull()
  })

  it('refuses an unregistered scenario and a malformed suffix', () => {
    expect(() => scenarioSession('nope' as ScenarioName)).toThrow(/no scenario "nope"/)
    expect(() => scenarioSession('minor', 'a.b')).toThrow(/suffix/)
  })
})

describe('the registry', () => {
  it('gives every scenario a name for the token, one line of Chinese and a page to open', () => {
    expect(Object.keys(SCENARIOS)).toEqual(expect.arrayContaining(['fresh', 'minor']))
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      expect(name).toMatch(/^[a-z][a-z0-9-]*$/)
      expect(scenario.description).toMatch(/[\u4e00-\u9fa5]/)
      expect(scenario.description).not.toMatch(/\n/)
      expect(scenario.path).toMatch(/^\/[^?#]*$/)
    }
  })

  it('refuses a name two families both register, and a name that cannot sit in a token', () => {
    const scenario = { description: '甲', path: '/', seed: () => {} }
    expect(() => mergeScenarioTables([{ low: scenario }, { low: scenario }])).toThrow(/low is registered twice/)
    expect(() => mergeScenarioTables([{ 'a.b': scenario }])).toThrow(/must match/)
    expect(() => mergeScenarioTables([{ Low: scenario }])).toThrow(/must match/)
    expect(Object.keys(mergeScenarioTables([{ low: scenario }, { high: scenario }]))).toEqual(['low', 'high'])
  })
})
