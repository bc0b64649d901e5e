import { createApiClient, type AgreementKey } from '@h5/api'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockBackend, MOCK_AGREEMENT_VERSIONS, MOCK_USER, scenarioSession, SCENARIOS } from '..'
import { CONTENT_SCENARIOS } from '../scenarios/content.ts'

const backend = createMockBackend({ now: () => Date.UTC(2026, 10, 22, 8) })
const server = setupServer(...backend.handlers)
const api = createApiClient({ baseURL: 'http://backend.test', clientId: '1' })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => backend.reset())
afterAll(() => server.close())

type Tokens = { accessToken: string; openID: string }
const pendingKeys = async (tokens: Tokens) => (await api.getPendingAgreements(tokens)).data.items.map((item) => item.key)
const acceptCurrent = (tokens: Tokens, keys: AgreementKey[]) =>
  api.acceptAgreements({ ...tokens, accepted: keys.map((key) => ({ key, version: MOCK_AGREEMENT_VERSIONS[key] })) }).then(
    () => 0,
    (error: { errno?: number }) => error.errno,
  )

describe('the content scenarios (src/scenarios/content.ts)', () => {
  it('are registered, each opening the consent page', () => {
    for (const name of Object.keys(CONTENT_SCENARIOS)) expect(SCENARIOS).toHaveProperty([name, 'path'], '/agreement/agreementpop')
  })

  it.each([
    ['agreements-pending', ['user', 'privacy']],
    ['agreements-all', ['user', 'privacy', 'recharge']],
    ['agreements-none', []],
    ['agreements-changed', ['user', 'privacy']],
  ] as const)('%s: the pending agreements are %j', async (name, keys) => {
    expect(await pendingKeys(scenarioSession(name))).toEqual(keys)
  })

  it('agreements-all lists the recharge agreement without changes (the page asks to read it whole)', async () => {
    const { items } = (await api.getPendingAgreements(scenarioSession('agreements-all'))).data
    expect(items.find((item) => item.key === 'recharge')?.changes).toEqual([])
  })

  it('agreements-changed refuses the first accept with 8370301, recording nothing, and takes the next', async () => {
    const tokens = scenarioSession('agreements-changed')
    expect(await acceptCurrent(tokens, ['user', 'privacy'])).toBe(8370301)
    expect(await pendingKeys(tokens)).toEqual(['user', 'privacy'])
    expect(await acceptCurrent(tokens, ['user', 'privacy'])).toBe(0)
    expect(await pendingKeys(tokens)).toEqual([])
  })

  it('gives each session its own agreements: one user accepting leaves the others and MOCK_USER pending', async () => {
    const first = scenarioSession('agreements-pending')
    const second = scenarioSession('agreements-pending')
    expect(await acceptCurrent(first, ['user', 'privacy'])).toBe(0)
    expect(await pendingKeys(first)).toEqual([])
    expect(await pendingKeys(second)).toEqual(['user', 'privacy'])
    expect(await pendingKeys({ accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID })).toEqual(['user', 'privacy'])
  })
})
