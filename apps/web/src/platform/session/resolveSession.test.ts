import { BridgeErrcode, createBridge } from '@h5/bridge'
import { installFakeNative, type FakeHandlers, type FakeNative } from '@h5/bridge/testing'
import { MOCK_USER } from '@h5/mock-backend'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
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
const ADDRESS_TOKENS = { accessToken: 'address-token', openID: 'address-open' }
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
  it('is ready with the address tokens, without asking native', async () => {
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER }) })
    window.history.replaceState(null, '', '/redpacket/open?accessToken=address-token&openID=address-open')
    claimAddressTokens(window, store, sessionStorage)
    const state = await resolveSession({ store, storage: sessionStorage, bridge })
    expect(state).toEqual({ status: 'ready', tokens: ADDRESS_TOKENS, userID: null, source: 'address' })
    expect(store.get()).toBe(state)
    expect(nativeOps()).toEqual([])
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
    claimAddressTokens(window, store, sessionStorage)
    await expect(resolveSession({ store, storage: sessionStorage, bridge })).resolves.toMatchObject({ status: 'unsupported', tokens: null })
  })

  it('works with storage disabled: native’s tokens are kept in memory', async () => {
    const bridge = inApp({ getCurrentUserInfo: () => ({ ...MOCK_USER }) })
    await expect(resolveSession({ store, storage: undefined, bridge })).resolves.toMatchObject({ status: 'ready', tokens: NATIVE_TOKENS })
    expect(store.get().tokens).toEqual(NATIVE_TOKENS)
  })
})
