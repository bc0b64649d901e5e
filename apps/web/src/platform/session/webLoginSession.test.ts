import { createBridge } from '@h5/bridge'
import { installFakeNative } from '@h5/bridge/testing'
import { MOCK_USER } from '@h5/mock-backend'
import { beforeEach, describe, expect, it } from 'vitest'
import { appSession } from './appSession'
import { forgetSession } from './forgetSession'
import { resolveSession } from './resolveSession'
import { createSessionStore, sessionStore } from './sessionStore'
import { readWebLogin, storeWebLogin, WEB_LOGIN_STORAGE_KEY } from './webLoginSession'

/** The web login's tokens in the session service (webLoginSession.ts, appSession.acceptWebLogin), in jsdom. */
const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const IN_APP_UA = `${BROWSER_UA} pid/123456`
const WEB_TOKENS = { accessToken: 'web-token', openID: 'web-open' }

function setUserAgent(value: string) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value })
}

beforeEach(() => {
  sessionStorage.clear()
  appSession.reset()
  window.history.replaceState(null, '', '/login?redirect=%2Fwxpay')
})

describe('the web login in the session service', () => {
  it('accepts the login’s tokens: ready from memory at once, kept in the tab, never in the address', async () => {
    setUserAgent(BROWSER_UA)
    const login = { ...WEB_TOKENS, userID: 42, cancellationWithdrawn: false }
    expect(appSession.acceptWebLogin(login)).toBe(true)
    expect(await appSession.resolve()).toEqual({ status: 'ready', tokens: WEB_TOKENS, userID: 42, source: 'login' })
    expect(sessionStore.get().tokens).toEqual(WEB_TOKENS)
    expect(readWebLogin(sessionStorage)).toEqual({ tokens: WEB_TOKENS, userID: 42 })
    expect(window.location.href).not.toContain('web-token')
  })

  it('refuses an answer without both tokens and changes nothing', async () => {
    setUserAgent(BROWSER_UA)
    expect(appSession.acceptWebLogin({ accessToken: 'web-token', openID: '' })).toBe(false)
    expect(sessionStorage.getItem(WEB_LOGIN_STORAGE_KEY)).toBeNull()
    expect((await appSession.resolve()).status).toBe('unsupported')
  })

  it('a reload outside the app is ready with the tab’s web login; without one it is unsupported', async () => {
    setUserAgent(BROWSER_UA)
    const bridge = createBridge({ window })
    expect((await resolveSession({ store: createSessionStore(), storage: sessionStorage, bridge })).status).toBe('unsupported')
    storeWebLogin(sessionStorage, WEB_TOKENS, 42)
    expect(await resolveSession({ store: createSessionStore(), storage: sessionStorage, bridge })).toEqual({ status: 'ready', tokens: WEB_TOKENS, userID: 42, source: 'login' })
  })

  it('inside the app native’s user wins: a browser login is never taken for it', async () => {
    setUserAgent(IN_APP_UA)
    const native = installFakeNative(window, { platform: 'ios', handlers: { getCurrentUserInfo: () => ({ ...MOCK_USER }) } })
    try {
      storeWebLogin(sessionStorage, WEB_TOKENS, 42)
      const state = await resolveSession({ store: createSessionStore(), storage: sessionStorage, bridge: createBridge({ window }) })
      expect(state).toMatchObject({ source: 'native', tokens: { accessToken: MOCK_USER.accessToken } })
    } finally {
      native.uninstall()
    }
  })

  it('ends with the session: 8304006 drops the web login too', () => {
    storeWebLogin(sessionStorage, WEB_TOKENS, 42)
    forgetSession(createSessionStore(), sessionStorage)
    expect(readWebLogin(sessionStorage)).toBeNull()
  })
})
