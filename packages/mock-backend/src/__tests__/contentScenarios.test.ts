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
    ['agreements-stale', ['user', 'privacy']],
  ] as const)('%s: the pending agreements are %j', async (name, keys) => {
    expect(await pendingKeys(scenarioSession(name))).toEqual(keys)
  })

  it('agreements-all lists the recharge agreement without changes (the page asks to read it whole)', async () => {
    const { items } = (await api.getPendingAgreements(scenarioSession('agreements-all'))).data
    expect(items.find((item) => item.key === 'recharge')?.changes).toEqual([])
  })

  it('agreements-changed publishes the current privacy policy at the first accept: refused with 8370301, nothing recorded, the list shows the new version', async () => {
    const tokens = scenarioSession('agreements-changed')
    const versions = async () => (await api.getPendingAgreements(tokens)).data.items.map((item) => [item.key, item.version])
    expect(await versions()).toEqual([
      ['user', MOCK_AGREEMENT_VERSIONS.user],
      ['privacy', '2.9'],
    ])
    const shown = { ...tokens, accepted: [{ key: 'user' as const, version: MOCK_AGREEMENT_VERSIONS.user }, { key: 'privacy' as const, version: '2.9' }] }
    expect(await api.acceptAgreements(shown).then(() => 0, (error: { errno?: number }) => error.errno)).toBe(8370301)
    expect(await versions()).toEqual([
      ['user', MOCK_AGREEMENT_VERSIONS.user],
      ['privacy', MOCK_AGREEMENT_VERSIONS.privacy],
    ])
    expect(await acceptCurrent(tokens, ['user', 'privacy'])).toBe(0)
    expect(await pendingKeys(tokens)).toEqual([])
  })

  it('agreements-stale refuses the first accept with 8370301 while no version changed, and takes the same versions next', async () => {
    const tokens = scenarioSession('agreements-stale')
    const before = (await api.getPendingAgreements(tokens)).data.items
    expect(await acceptCurrent(tokens, ['user', 'privacy'])).toBe(8370301)
    expect((await api.getPendingAgreements(tokens)).data.items).toEqual(before)
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
