import { BridgeErrcode, createBridge } from '@h5/bridge'
import { installFakeNative, type FakeHandlers, type FakeNative } from '@h5/bridge/testing'
import { MOCK_USER } from '@h5/mock-backend'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { claimAddressTokens } from './claimAddressTokens'
import { resolveSession } from './resolveSession'
import { createSessionStore, type SessionStore } from './sessionStore'
import { readStoredSession, SESSION_STORAGE_KEY } from './storedSession'

/**
 * The session's decision over the real bridge and the fake native (@h5/bridge/testing), in jsdom. Each test
 * builds a fresh store and bridge; the user agent says in which app, if any, the page runs.
 */
const IN_APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456'
const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const NATIVE_TOKENS = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }
const OTHER_USER = { userID: 7, tokens: { accessToken: 'previous-token', openID: 'previous-open' } }

let native: FakeNative | undefined
let store: SessionStore

function setUserAgent(value: string) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value })
}

/** A bridge over a fake iOS native answering with `handlers` (`readyDelayMs: Infinity`: no bridge at all). */
function inApp(handlers: FakeHandlers, readyDelayMs = 0) {
  setUserAgent(IN_APP_UA)
  native = installFakeNative(window, { platform: 'ios', handlers, readyDelayMs })
  return createBridge({ window, readyTimeoutMs: 50 })
}

const nativeOps = () => native?.calls.map((call) => call.op) ?? []
const storedSession = () => readStoredSession(sessionStorage)

beforeEach(() => {
  sessionStorage.clear()
  store = createSessionStore()
  window.history.replaceState(null, '', '/redpacket/open?redpacketID=rp_1')
})
afterEach(() => {
  native?.uninstall()
  native = undefined
})

describe('resolveSession', () => {
  it('uses the address tokens when native names the same user (same openID), with native’s userID, and stores them', async () => {
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER, accessToken: 'native-renewed-token' }) })
    window.history.replaceState(null, '', `/redpacket/open?accessToken=address-token&openID=${MOCK_USER.openID}`)
    claimAddressTokens(window, store)
    const state = await resolveSession({ store, storage: sessionStorage, bridge })
    const addressPair = { accessToken: 'address-token', openID: MOCK_USER.openID }
    expect(state).toEqual({ status: 'ready', tokens: addressPair, userID: MOCK_USER.userID, source: 'address' })
    expect(store.get()).toBe(state)
    expect(nativeOps()).toEqual(['getCurrentUserInfo'])
    expect(storedSession()).toEqual({ tokens: addressPair, userID: MOCK_USER.userID })
  })

  it('drops the address tokens of another user: native’s user wins, and only native’s tokens are used or stored', async () => {
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER }) })
    window.history.replaceState(null, '', '/redpacket/open?accessToken=address-token&openID=address-open')
    claimAddressTokens(window, store)
    const state = await resolveSession({ store, storage: sessionStorage, bridge })
    expect(state).toEqual({ status: 'ready', tokens: NATIVE_TOKENS, userID: MOCK_USER.userID, source: 'native' })
    expect(storedSession()).toEqual({ tokens: NATIVE_TOKENS, userID: MOCK_USER.userID })
    expect(JSON.stringify(sessionStorage)).not.toContain('address-')
  })

  it('drops the address tokens whose openID is native’s but whose case differs: the same text only', async () => {
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER }) })
    window.history.replaceState(null, '', `/redpacket/open?accessToken=address-token&openID=${MOCK_USER.openID.toUpperCase()}`)
    claimAddressTokens(window, store)
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ tokens: NATIVE_TOKENS, source: 'native' })
  })

  it.each([
    ['native names a user but gives no tokens', () => ({ ...MOCK_USER, accessToken: '', openID: '' })],
    ['nobody is logged in', () => ({ userID: 0, nickName: '', avatar: '', accessToken: '', openID: '' })],
    ['native cannot say (its own errcode)', () => ({ errcode: 4000, errmsg: '获取失败' })],
    ['native answers that nobody is signed in (4009)', () => ({ errcode: 4009, errmsg: '未登录' })],
  ])('never uses the address tokens unconfirmed: %s -> missing', async (_case, getCurrentUserInfo) => {
    const bridge = inApp({ getCurrentUserInfo })
    window.history.replaceState(null, '', '/redpacket/open?accessToken=address-token&openID=address-open')
    claimAddressTokens(window, store)
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toEqual({ status: 'missing', tokens: null, userID: null, source: null })
    expect(storedSession()).toBeNull()
  })

  it('is outdated in an app without the bridge, even with tokens in the address', async () => {
    const bridge = inApp({}, Infinity)
    window.history.replaceState(null, '', '/redpacket/open?accessToken=address-token&openID=address-open')
    claimAddressTokens(window, store)
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'outdated', tokens: null })
  })

  it('keeps the address tokens out of storage and unresolved until native has answered', async () => {
    let answer: (() => void) | undefined
    const bridge = inApp({ getCurrentUserInfo: () => new Promise((resolve) => (answer = () => resolve({ ...MOCK_USER }))) as never })
    window.history.replaceState(null, '', `/redpacket/open?accessToken=address-token&openID=${MOCK_USER.openID}`)
    claimAddressTokens(window, store)
    const resolving = resolveSession({ store, storage: sessionStorage, bridge })
    await vi.waitFor(() => expect(answer).toBeDefined())
    expect(store.get().status).toBe('unresolved')
    expect(storedSession()).toBeNull()
    answer!()
    await expect(resolving).resolves.toMatchObject({ status: 'ready', source: 'address' })
  })

  it('asks native when the address had none, keeps its user and tokens, and stores them for a reload', async () => {
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER }) })
    const state = await resolveSession({ store, storage: sessionStorage, bridge })
    expect(state).toEqual({ status: 'ready', tokens: NATIVE_TOKENS, userID: MOCK_USER.userID, source: 'native' })
    expect(nativeOps()).toEqual(['getCurrentUserInfo'])
    expect(storedSession()).toEqual({ tokens: NATIVE_TOKENS, userID: MOCK_USER.userID })
  })

  it('drops the kept tokens when native answers a different user (a web view reused across an account switch)', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...OTHER_USER.tokens, userID: OTHER_USER.userID }))
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER }) })
    const state = await resolveSession({ store, storage: sessionStorage, bridge })
    expect(state.tokens).toEqual(NATIVE_TOKENS)
    expect(storedSession()).toEqual({ tokens: NATIVE_TOKENS, userID: MOCK_USER.userID })
  })

  it('drops the kept tokens when native answers a different user without tokens, and is missing', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...OTHER_USER.tokens, userID: OTHER_USER.userID }))
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER, accessToken: '', openID: '' }) })
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'missing', tokens: null })
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('keeps the stored tokens when native names the same user but gives no tokens', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...OTHER_USER.tokens, userID: OTHER_USER.userID }))
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER, userID: OTHER_USER.userID, accessToken: '', openID: '' }) })
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'ready', tokens: OTHER_USER.tokens, source: 'storage' })
    expect(storedSession()).toEqual(OTHER_USER)
  })

  it('drops the kept tokens when native answers that nobody is logged in', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...OTHER_USER.tokens, userID: OTHER_USER.userID }))
    const bridge = inApp({ getCurrentUserInfo: () => ({ userID: 0, nickName: '', avatar: '', accessToken: '', openID: '' }) })
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'missing' })
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('falls back on the stored tokens only when native cannot say who is logged in', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...OTHER_USER.tokens, userID: OTHER_USER.userID }))
    const bridge = inApp({ getCurrentUserInfo: () => ({ errcode: 4000, errmsg: '获取失败' }) })
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toEqual({
      status: 'ready',
      tokens: OTHER_USER.tokens,
      userID: OTHER_USER.userID,
      source: 'storage',
    })
  })

  it('never falls back on stored tokens native never named a user for (userID null)', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...OTHER_USER.tokens, userID: null }))
    const bridge = inApp({ getCurrentUserInfo: () => ({ errcode: 4000, errmsg: '获取失败' }) })
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'missing', tokens: null })
  })

  it('is missing when native cannot say and nothing was stored', async () => {
    const bridge = inApp({ getCurrentUserInfo: () => ({ errcode: 4000, errmsg: '获取失败' }) })
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'missing', tokens: null })
  })

  it('is outdated in an app without the bridge (999 after the wait), even with tokens stored', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...OTHER_USER.tokens, userID: OTHER_USER.userID }))
    const bridge = inApp({}, Infinity)
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'outdated', tokens: null })
    expect(store.get().status).toBe('outdated')
  })

  it('is unsupported when native rejects 998 (the op needs the app)', async () => {
    const bridge = inApp({ getCurrentUserInfo: () => ({ errcode: BridgeErrcode.NOT_IN_APP, errmsg: '请在App内打开' }) })
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'unsupported', tokens: null })
  })

  it('is unsupported outside the app (no pid/), even with tokens in the address, and asks nothing', async () => {
    setUserAgent(BROWSER_UA)
    const bridge = createBridge({ window })
    window.history.replaceState(null, '', '/redpacket/open?accessToken=address-token&openID=address-open')
    claimAddressTokens(window, store)
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'unsupported', tokens: null })
  })

  it('works with storage disabled: native’s tokens are kept in memory', async () => {
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER }) })
    await expect(resolveSession({ store, storage: undefined, bridge })).resolves.toMatchObject({ status: 'ready', tokens: NATIVE_TOKENS })
    expect(store.get().tokens).toEqual(NATIVE_TOKENS)
  })
})
