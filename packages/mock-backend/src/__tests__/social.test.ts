import { createApiClient } from '@h5/api'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockBackend, findUser, scenarioSession } from '..'

/**
 * The simulated home pages and follows (social/createSocialHandlers.ts) as a page meets them: follows that
 * count, idempotent calls, the public page without a session, my own page with what I wear. No amounts of money
 * on any page. openApiContract.test.ts plays every errno.
 */
const backend = createMockBackend({ now: () => Date.UTC(2026, 10, 22, 8, 0, 0) })
const server = setupServer(...backend.handlers)
const api = createApiClient({ baseURL: 'http://backend.test', clientId: '1' })
const HOST = 9

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => backend.reset())
afterAll(() => server.close())

const errnoOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: { errno?: number }) => error.errno,
  )

describe('a user page', () => {
  it('shows the host with the worn number, badges, top guards, the gift wall and works, not followed', async () => {
    const { data } = await api.getUserHome({ ...scenarioSession('home-host'), targetUserID: HOST })
    expect(data.profile).toMatchObject({ userID: HOST, shownID: '8888', prettyNumber: true })
    expect(data.vip?.name).toBe('SVIP')
    expect(data.wealth?.level).toBeGreaterThan(0)
    expect(data.viewer).toEqual({ self: false, following: false })
    expect(data.guards).toHaveLength(3)
    expect(data.gifts.length).toBeGreaterThan(12)
    expect(data.works).toHaveLength(20)
    expect(data.workCount).toBeGreaterThan(data.works.length)
  })

  it('answers the public page without a session, and no amount of money anywhere', async () => {
    const { data } = await api.getUserHome({ targetUserID: HOST })
    expect(data.viewer).toBeNull()
    expect(JSON.stringify(data)).not.toMatch(/diamond|price|fen|value|amount|money/i)
  })

  it('shows a new user with empty lists and no badges', async () => {
    const { data } = await api.getUserHome({ ...scenarioSession('home-new-user'), targetUserID: 10086 })
    expect(data).toMatchObject({ vip: null, wealth: null, guards: [], gifts: [], works: [], profile: { shownID: '10086', prettyNumber: false } })
  })

  it('shows my own page with the number I wear and my tier, as mine', async () => {
    const tokens = scenarioSession('home-self')
    await api.getUserHome({ ...tokens, targetUserID: HOST })
    const me = findUser(backend.state, tokens.accessToken, tokens.openID)!
    const { data } = await api.getUserHome({ ...tokens, targetUserID: me.userID })
    expect(data.profile).toMatchObject({ shownID: '686868', prettyNumber: true })
    expect(data.vip?.name).toBe('SVIP')
    expect(data.viewer).toEqual({ self: true, following: false })
  })

  it('refuses nobody and a banned account', async () => {
    expect(await errnoOf(api.getUserHome({ targetUserID: 404404 }))).toBe(8320001)
    expect(await errnoOf(api.getUserHome({ targetUserID: 10010 }))).toBe(8320002)
  })
})

describe('follows', () => {
  it('follow counts once however often it is sent, and unfollow takes it back', async () => {
    const tokens = scenarioSession('home-host')
    const before = (await api.getUserHome({ targetUserID: HOST })).data.followers
    expect((await api.followUser({ ...tokens, targetUserID: HOST })).data).toEqual({ following: true, followers: before + 1 })
    expect((await api.followUser({ ...tokens, targetUserID: HOST })).data).toEqual({ following: true, followers: before + 1 })
    expect((await api.getUserHome({ ...tokens, targetUserID: HOST })).data.viewer).toEqual({ self: false, following: true })
    expect((await api.unfollowUser({ ...tokens, targetUserID: HOST })).data).toEqual({ following: false, followers: before })
    expect((await api.unfollowUser({ ...tokens, targetUserID: HOST })).data).toEqual({ following: false, followers: before })
  })

  it('refuses myself and a follow past the limit, and changes nothing', async () => {
    const limited = scenarioSession('home-follow-limit')
    expect(await errnoOf(api.followUser({ ...limited, targetUserID: HOST }))).toBe(8320004)
    expect((await api.getUserHome({ ...limited, targetUserID: HOST })).data.viewer?.following).toBe(false)
    const self = scenarioSession('home-self')
    const me = findUser(backend.state, self.accessToken, self.openID)!
    expect(await errnoOf(api.followUser({ ...self, targetUserID: me.userID }))).toBe(8320003)
  })
})
