import { createApiClient } from '@h5/api'
import { createMockBackend, MOCK_AGREEMENT_VERSIONS, MOCK_NOTICES, MOCK_RULES, MOCK_USER } from '@h5/mock-backend'
import { describeErrorTable } from '@h5/mock-backend/vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  acceptAgreements,
  CONTENT_ERRNOS,
  CONTENT_ERROR_MESSAGES,
  ContentError,
  ContentErrorCode,
  createContentState,
  isRetryable,
  loadForbidNotice,
  loadPendingAgreements,
  loadRuleDocument,
  loadSupportChannel,
  toContentError,
  type AcceptInput,
} from '..'

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)
const TOKENS = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }
const backend = createMockBackend({ now: () => NOW })
const server = setupServer(...backend.handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  backend.reset()
})
afterAll(() => server.close())

const makeApi = () => createApiClient({ baseURL: 'http://backend.test', clientId: '1', bridge: { call: vi.fn(() => Promise.resolve({})) } })

/** The paths of every request the simulator received from now on. */
function recordRequests(): string[] {
  const paths: string[] = []
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname))
  return paths
}

// Each call gets a fresh state, as each page visit does.
const loadRule = (id: string | undefined, api = makeApi()) => loadRuleDocument(createContentState(), api, id)
const loadNotice = (id: string | null) => loadForbidNotice(createContentState(), makeApi(), id)
const loadPending = (api = makeApi()) => loadPendingAgreements(createContentState(), api, TOKENS)
const accept = (api: ReturnType<typeof makeApi>, shown: AcceptInput['shown']) => acceptAgreements(createContentState(), api, { tokens: TOKENS, shown })

describe('loadRuleDocument', () => {
  it('loads a rule and reads every block', async () => {
    const result = await loadRule(MOCK_RULES.spring)
    expect(result.ok && result.data.document.title).toBe('春日花朝节活动规则')
    expect(result.ok && result.data.skipped).toEqual([])
  })

  it('keeps the good blocks of a broken rule and lists the skipped ones', async () => {
    const result = await loadRule(MOCK_RULES.broken)
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
    const result = await loadRule(id)
    expect(result.ok ? null : result.error.code).toBe(code)
  })

  it('fails with BAD_ANSWER for a document it cannot read, and REQUEST_FAILED when the network fails', async () => {
    server.use(http.get('*/v1/content/rule', () => HttpResponse.json({ errno: 0, data: { document: { id: 'x' } } })))
    expect(await loadRule('x')).toMatchObject({ ok: false, error: { code: ContentErrorCode.BAD_ANSWER } })
    server.use(http.get('*/v1/content/rule', () => HttpResponse.error()))
    expect(await loadRule('x')).toMatchObject({ ok: false, error: { code: ContentErrorCode.REQUEST_FAILED } })
  })

  it('writes the result into its state', async () => {
    const state = createContentState()
    const pending = loadRuleDocument(state, makeApi(), MOCK_RULES.missing)
    expect(state.status.rule).toBe('loading')
    await pending
    expect(state).toMatchObject({ status: { rule: 'error' }, rule: null, errors: { rule: { code: ContentErrorCode.NO_SUCH_RULE } } })

    await loadRuleDocument(state, makeApi(), MOCK_RULES.spring)
    expect(state).toMatchObject({ status: { rule: 'done' }, rule: { document: { id: MOCK_RULES.spring } }, errors: { rule: null } })
  })

  it('sends a read again once after a network failure, never after an errno', async () => {
    const requests = recordRequests()
    let failures = 1
    server.use(http.get('*/v1/content/rule', () => (failures-- > 0 ? HttpResponse.error() : undefined)))
    const recovered = await loadRule(MOCK_RULES.spring)
    expect(recovered.ok && recovered.data.document.id).toBe(MOCK_RULES.spring)
    expect(requests).toEqual(['/v1/content/rule', '/v1/content/rule'])

    requests.length = 0
    expect(await loadRule(MOCK_RULES.missing)).toMatchObject({ ok: false, error: { code: ContentErrorCode.NO_SUCH_RULE, errno: 8370101 } })
    expect(requests).toEqual(['/v1/content/rule'])
  })
})

describe('loadForbidNotice', () => {
  it('loads an account ban and a permanent room ban', async () => {
    const account = await loadNotice(MOCK_NOTICES.account)
    expect(account).toMatchObject({ ok: true, data: { scope: 'account', roomName: null } })
    const room = await loadNotice(MOCK_NOTICES.room)
    expect(room).toMatchObject({ ok: true, data: { scope: 'room', roomName: '深夜电台', endAt: null, appealUntil: null } })
  })

  it('reads the appeal channel the server names: the appeal page, a chat, or none', async () => {
    expect(await loadNotice(MOCK_NOTICES.account)).toMatchObject({
      ok: true,
      data: { appeal: { kind: 'page', url: `http://backend.test/v1/mock-appeal?noticeID=${MOCK_NOTICES.account}` } },
    })
    expect(await loadNotice(MOCK_NOTICES.chat)).toMatchObject({ ok: true, data: { appeal: { kind: 'conversation', userID: 10000, nickName: '官方客服' } } })
    expect(await loadNotice(MOCK_NOTICES.steps)).toMatchObject({ ok: true, data: { appeal: null } })
    expect(await loadNotice(MOCK_NOTICES.room)).toMatchObject({ ok: true, data: { appealUntil: null, appeal: null } })
  })

  it.each([
    ['a page without an http(s) address', { kind: 'page', url: 'javascript:alert(1)' }, 3],
    ['a page with a relative address', { kind: 'page', url: '/appeal' }, 3],
    ['a chat without an account', { kind: 'conversation', userID: 0 }, 3],
    ['a kind this app does not know', { kind: 'mail', to: 'x' }, 3],
    ['a channel on a ban that cannot be appealed', { kind: 'page', url: 'https://h5.example.com/appeal' }, null],
  ])('leaves out an appeal channel it cannot use (%s), and shows the rest of the notice', async (_, appeal, appealUntil) => {
    server.use(
      http.get('*/v1/content/forbid', () =>
        HttpResponse.json({ errno: 0, data: { noticeID: 'fn_x', scope: 'account', reason: '违规', startAt: 1, endAt: null, appealUntil, appeal } }),
      ),
    )
    expect(await loadNotice('fn_x')).toMatchObject({ ok: true, data: { reason: '违规', appealUntil, appeal: null } })
  })

  it.each([
    ['an unknown id', MOCK_NOTICES.missing],
    ['no id', null],
    ['a malformed id', '../x'],
  ])('fails with NO_SUCH_NOTICE for %s', async (_, id) => {
    expect(await loadNotice(id)).toMatchObject({ ok: false, error: { code: ContentErrorCode.NO_SUCH_NOTICE } })
  })

  it('fails with BAD_ANSWER for a notice without a reason', async () => {
    server.use(http.get('*/v1/content/forbid', () => HttpResponse.json({ errno: 0, data: { scope: 'account', reason: '', startAt: 1, endAt: null, appealUntil: null } })))
    expect(await loadNotice('fn_x')).toMatchObject({ ok: false, error: { code: ContentErrorCode.BAD_ANSWER } })
  })
})

describe('loadSupportChannel', () => {
  const loadSupport = (topic: 'wallet' | 'identity' | 'general', state = createContentState()) => loadSupportChannel(state, makeApi(), topic)

  it('reads the channel the server names for a topic, or none', async () => {
    expect(await loadSupport('wallet')).toEqual({ ok: true, data: { kind: 'conversation', userID: 10000, nickName: '官方客服' } })
    expect(await loadSupport('general')).toEqual({ ok: true, data: null })
  })

  it('keeps the channel in the state, done, so the page asks once per visit', async () => {
    const state = createContentState()
    await loadSupport('wallet', state)
    expect(state.status.support).toBe('done')
    expect(state.support).toEqual({ kind: 'conversation', userID: 10000, nickName: '官方客服' })
  })

  it.each([
    ['a page without an http(s) address', { kind: 'page', url: 'javascript:alert(1)' }],
    ['a chat without an account', { kind: 'conversation', userID: -1 }],
    ['a kind this app does not know', { kind: 'mail', to: 'x' }],
  ])('gives no channel for one it cannot use (%s): the page gives the steps', async (_, channel) => {
    server.use(http.get('*/v1/content/support', () => HttpResponse.json({ errno: 0, data: { channel } })))
    expect(await loadSupport('wallet')).toEqual({ ok: true, data: null })
  })

  it('sends one request for a double tap', async () => {
    const paths = recordRequests()
    const state = createContentState()
    const [first, second] = await Promise.all([loadSupport('wallet', state), loadSupport('wallet', state)])
    expect(first).toEqual(second)
    expect(paths.filter((path) => path === '/v1/content/support')).toHaveLength(1)
  })

  it('fails as ContentError when the server refuses', async () => {
    server.use(http.get('*/v1/content/support', () => HttpResponse.json({ errno: 400, errmsg: '参数错误' })))
    expect(await loadSupport('wallet')).toMatchObject({ ok: false, error: { code: ContentErrorCode.REQUEST_FAILED, errno: 400 } })
  })
})

describe('agreements', () => {
  it('lists the pending agreements, and after accepting them none is pending', async () => {
    const api = makeApi()
    const pending = await loadPending(api)
    if (!pending.ok) throw pending.error
    expect(pending.data.map(({ key, version }) => [key, version])).toEqual([
      ['user', MOCK_AGREEMENT_VERSIONS.user],
      ['privacy', MOCK_AGREEMENT_VERSIONS.privacy],
    ])
    expect(await accept(api, pending.data)).toEqual({ ok: true, data: { acceptedAt: NOW } })
    expect(await loadPending(api)).toEqual({ ok: true, data: [] })
  })

  it('fails with AGREEMENTS_CHANGED when a shown version is no longer current, recording nothing', async () => {
    const api = makeApi()
    const stale = [{ key: 'privacy' as const, title: '隐私政策', version: '2.9', changes: [] }]
    expect(await accept(api, stale)).toMatchObject({ ok: false, error: { code: ContentErrorCode.AGREEMENTS_CHANGED } })
    const pending = await loadPending(api)
    expect(pending.ok && pending.data).toHaveLength(2)
  })

  it('sends one request for a double tap on 同意, both taps getting its result', async () => {
    const api = makeApi()
    const pending = await loadPending(api)
    if (!pending.ok) throw pending.error
    const requests = recordRequests()
    const state = createContentState()
    const [first, second] = await Promise.all([
      acceptAgreements(state, api, { tokens: TOKENS, shown: pending.data }),
      acceptAgreements(state, api, { tokens: TOKENS, shown: pending.data }),
    ])
    expect(requests).toEqual(['/v1/agreement/accept'])
    expect(first).toEqual({ ok: true, data: { acceptedAt: NOW } })
    expect(second).toEqual(first)
    expect(state).toMatchObject({ status: { accept: 'done' }, acceptedAt: NOW })
  })

  it('keeps the list, the notice and the time of 同意 in one state, each action with its own status', async () => {
    const api = makeApi()
    const state = createContentState()
    const pending = await loadPendingAgreements(state, api, TOKENS)
    if (!pending.ok) throw pending.error
    await loadForbidNotice(state, api, MOCK_NOTICES.missing)
    await acceptAgreements(state, api, { tokens: TOKENS, shown: pending.data })
    expect(state).toMatchObject({
      pending: pending.data,
      acceptedAt: NOW,
      notice: null,
      status: { pending: 'done', notice: 'error', accept: 'done', rule: 'idle' },
      errors: { pending: null, notice: { code: ContentErrorCode.NO_SUCH_NOTICE }, accept: null, rule: null },
    })
  })

  it('sends nothing when nothing was shown', async () => {
    expect(await accept(makeApi(), [])).toMatchObject({ ok: false, error: { code: ContentErrorCode.BAD_ANSWER } })
  })
})

// Server only: errnos and no errcode; the session errnos close the page (@h5/api), no code of their own.
describeErrorTable(
  { ErrorClass: ContentError, name: 'ContentError', codes: ContentErrorCode, fallback: ContentErrorCode.REQUEST_FAILED },
  { messages: CONTENT_ERROR_MESSAGES, errnos: CONTENT_ERRNOS, toError: toContentError },
)

describe('isRetryable', () => {
  it('retries no answer, never an errno: the server answered, and an ended session closes the page', () => {
    for (const errno of [...Object.keys(CONTENT_ERRNOS).map(Number), 500, 8304006]) expect(isRetryable(toContentError({ errno, errmsg: '' }))).toBe(false)
    expect(toContentError({ errno: 8304006, errmsg: '' })).toMatchObject({ code: ContentErrorCode.REQUEST_FAILED, errno: 8304006 })
    expect(isRetryable(toContentError(new Error('Network Error')))).toBe(true)
  })
})
