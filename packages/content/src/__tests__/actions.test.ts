import { createApiClient } from '@h5/api'
import { createMockBackend, MOCK_AGREEMENT_VERSIONS, MOCK_NOTICES, MOCK_RULES, MOCK_USER } from '@h5/mock-backend'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { acceptAgreements, ContentErrorCode, loadForbidNotice, loadPendingAgreements, loadRuleDocument } from '..'

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)
const TOKENS = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }
const backend = createMockBackend({ now: () => NOW })
const server = setupServer(...backend.handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  backend.reset()
})
afterAll(() => server.close())

const makeApi = () => createApiClient({ baseURL: 'http://backend.test', clientId: '1', bridge: { call: vi.fn(() => Promise.resolve({})) } })

describe('loadRuleDocument', () => {
  it('loads a rule and reads every block', async () => {
    const result = await loadRuleDocument(makeApi(), MOCK_RULES.spring)
    expect(result.ok && result.data.document.title).toBe('春日花朝节活动规则')
    expect(result.ok && result.data.skipped).toEqual([])
  })

  it('keeps the good blocks of a broken rule and lists the skipped ones', async () => {
    const result = await loadRuleDocument(makeApi(), MOCK_RULES.broken)
    if (!result.ok) throw result.error
    expect(result.data.document.blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'paragraph'])
    expect(result.data.skipped).toEqual([
      { index: 2, type: 'carousel', reason: 'unknown type' },
      { index: 3, type: 'table', reason: 'malformed' },
    ])
  })

  it.each([
    ['an unknown id (errno 8370101)', MOCK_RULES.missing, ContentErrorCode.NO_SUCH_RULE],
    ['no id', undefined, ContentErrorCode.NO_SUCH_RULE],
    ['a malformed id', '<b>', ContentErrorCode.NO_SUCH_RULE],
  ])('fails with a code for %s, never rejecting', async (_, id, code) => {
    const result = await loadRuleDocument(makeApi(), id)
    expect(result.ok ? null : result.error.code).toBe(code)
  })

  it('fails with BAD_ANSWER for a document it cannot read, and REQUEST_FAILED when the network fails', async () => {
    server.use(http.get('*/v1/content/rule', () => HttpResponse.json({ errno: 0, data: { document: { id: 'x' } } })))
    expect(await loadRuleDocument(makeApi(), 'x')).toMatchObject({ ok: false, error: { code: ContentErrorCode.BAD_ANSWER } })
    server.use(http.get('*/v1/content/rule', () => HttpResponse.error()))
    expect(await loadRuleDocument(makeApi(), 'x')).toMatchObject({ ok: false, error: { code: ContentErrorCode.REQUEST_FAILED } })
  })
})

describe('loadForbidNotice', () => {
  it('loads an account ban and a permanent room ban', async () => {
    const account = await loadForbidNotice(makeApi(), MOCK_NOTICES.account)
    expect(account).toMatchObject({ ok: true, data: { scope: 'account', roomName: null } })
    const room = await loadForbidNotice(makeApi(), MOCK_NOTICES.room)
    expect(room).toMatchObject({ ok: true, data: { scope: 'room', roomName: '深夜电台', endAt: null, appealUntil: null } })
  })

  it.each([
    ['an unknown id', MOCK_NOTICES.missing],
    ['no id', null],
    ['a malformed id', '../x'],
  ])('fails with NO_SUCH_NOTICE for %s', async (_, id) => {
    expect(await loadForbidNotice(makeApi(), id)).toMatchObject({ ok: false, error: { code: ContentErrorCode.NO_SUCH_NOTICE } })
  })

  it('fails with BAD_ANSWER for a notice without a reason', async () => {
    server.use(http.get('*/v1/content/forbid', () => HttpResponse.json({ errno: 0, data: { scope: 'account', reason: '', startAt: 1, endAt: null, appealUntil: null } })))
    expect(await loadForbidNotice(makeApi(), 'fn_x')).toMatchObject({ ok: false, error: { code: ContentErrorCode.BAD_ANSWER } })
  })
})

describe('agreements', () => {
  it('lists the pending agreements, and after accepting them none is pending', async () => {
    const api = makeApi()
    const pending = await loadPendingAgreements(api, TOKENS)
    if (!pending.ok) throw pending.error
    expect(pending.data.map(({ key, version }) => [key, version])).toEqual([
      ['user', MOCK_AGREEMENT_VERSIONS.user],
      ['privacy', MOCK_AGREEMENT_VERSIONS.privacy],
    ])
    expect(await acceptAgreements(api, TOKENS, pending.data)).toEqual({ ok: true, data: { acceptedAt: NOW } })
    expect(await loadPendingAgreements(api, TOKENS)).toEqual({ ok: true, data: [] })
  })

  it('fails with AGREEMENTS_CHANGED when a shown version is no longer current, recording nothing', async () => {
    const api = makeApi()
    const stale = [{ key: 'privacy' as const, title: '隐私政策', version: '2.9', changes: [] }]
    expect(await acceptAgreements(api, TOKENS, stale)).toMatchObject({ ok: false, error: { code: ContentErrorCode.AGREEMENTS_CHANGED } })
    const pending = await loadPendingAgreements(api, TOKENS)
    expect(pending.ok && pending.data).toHaveLength(2)
  })

  it('sends nothing when nothing was shown', async () => {
    expect(await acceptAgreements(makeApi(), TOKENS, [])).toMatchObject({ ok: false, error: { code: ContentErrorCode.BAD_ANSWER } })
  })
})
