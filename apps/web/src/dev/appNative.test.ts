import { BridgeErrcode, createBridge, OPS, type Bridge, type BridgeWindow } from '@h5/bridge'
import { TeenNativeErrcode } from '@h5/teen'
import type { FakeNative } from '@h5/bridge/testing'
import { MOCK_USER, scenarioSession } from '@h5/mock-backend'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appNativeHandlers, DEV_APP_VERSION, installAppNative, type AppNativeOptions } from './appNative'
import { APP_USER_AGENTS } from './appUserAgents'
import { claimAddressTokens } from '../platform/session/claimAddressTokens'
import { sessionStore, EMPTY_SESSION } from '../platform/session/sessionStore'
import { scenarioAddress } from './scenarioAddress'
import { setupDevNative } from './setupDevNative'
import { TEEN_NATIVE_STORAGE_KEY } from './teenNative'

let installed: FakeNative | undefined

afterEach(() => {
  installed?.uninstall()
  installed = undefined
  sessionStorage.clear()
  document.querySelectorAll('iframe').forEach((frame) => frame.remove())
  delete (window as { WVJBCallbacks?: unknown }).WVJBCallbacks
  history.replaceState(null, '', '/')
})

/** The simulated Android app and a bridge over it (no bootstrap frame to clean up). */
function app(options: Omit<AppNativeOptions, 'platform'> = {}): Bridge {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => APP_USER_AGENTS.android })
  installed = installAppNative(window, { platform: 'android', ...options })
  return createBridge({ window })
}

describe('the simulated app', () => {
  it('answers every op of the native contract', () => {
    expect(Object.keys(appNativeHandlers())).toEqual([...OPS])
  })

  it('is signed in as the mock backend’s user, so red-packet flows authenticate', async () => {
    const { userID, nickName, avatar, accessToken, openID } = MOCK_USER
    await expect(app().call('getCurrentUserInfo')).resolves.toEqual({ userID, nickName, avatar, accessToken, openID })
  })

  it('signs in as the scenario user a page was opened for, for the rest of the tab (a reload keeps it)', async () => {
    const minor = scenarioSession('minor')
    await expect(app({ storage: sessionStorage, openedFor: minor }).call('getCurrentUserInfo')).resolves.toMatchObject({
      ...minor,
      userID: expect.any(Number) as number,
    })
    // A reload: the address no longer has the tokens; the app is still signed in as that user.
    installed!.uninstall()
    await expect(app({ storage: sessionStorage }).call('getCurrentUserInfo')).resolves.toMatchObject(minor)
    // Another scenario user opened later in the tab takes over.
    installed!.uninstall()
    const fresh = scenarioSession('fresh')
    await expect(app({ storage: sessionStorage, openedFor: fresh }).call('getCurrentUserInfo')).resolves.toMatchObject(fresh)
  })

  it('ignores a pair that is no scenario session: a link cannot sign the app in as someone else', async () => {
    const bridge = app({ storage: sessionStorage, openedFor: { accessToken: 'someone-else', openID: 'their-open-id' } })
    await expect(bridge.call('getCurrentUserInfo')).resolves.toMatchObject({ accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID })
  })

  it('ends the face check as the test chooses: passed by default, failed, or closed by the user (4002)', async () => {
    await expect(app().call('faceVerify', { certifyID: 'c1' })).resolves.toEqual({ certifyID: 'c1', passed: true })
    installed?.uninstall()
    await expect(app({ faceVerify: 'failed' }).call('faceVerify', { certifyID: 'c2' })).resolves.toEqual({ certifyID: 'c2', passed: false })
    installed?.uninstall()
    await expect(app({ faceVerify: 'cancelled' }).call('faceVerify', { certifyID: 'c3' })).rejects.toMatchObject({ errcode: 4002 })
  })

  it('holds the teen switch: seeded, persisted in storage, and a wrong PIN is 4001', async () => {
    const bridge = app({ storage: sessionStorage, teen: { open: true, pin: '0427', age: 1 } })
    await expect(bridge.call('teenagerCanUse')).resolves.toMatchObject({ open: true })
    await expect(bridge.call('teenagerSwitch', { open: false, password: '1111' })).rejects.toMatchObject({ errcode: TeenNativeErrcode.WRONG_PIN })
    await bridge.call('teenagerSwitch', { open: false, password: '0427' })
    expect(JSON.parse(sessionStorage.getItem(TEEN_NATIVE_STORAGE_KEY)!)).toMatchObject({ open: false })

    // A reload: the stored model wins over the seed.
    installed!.uninstall()
    const reloaded = app({ storage: sessionStorage, teen: { open: true, pin: '0427' } })
    await expect(reloaded.call('teenagerCanUse')).resolves.toMatchObject({ open: false })
  })

  it('fails chosen ops with their errcode and never answers hung ones', async () => {
    vi.useFakeTimers()
    const bridge = app({ fail: { payV2: { errcode: 4005, errmsg: '支付失败' } }, hang: ['getAppVersion'] })
    await expect(bridge.call('payV2', { channel: 'alipay', orderID: 'o1', orderString: 's' })).rejects.toMatchObject({
      errcode: 4005,
      errmsg: '支付失败',
    })
    const version = bridge.call('getAppVersion').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(5000)
    expect(await version).toMatchObject({ errcode: BridgeErrcode.OUTDATED_APP })
    vi.useRealTimers()
  })

  it('shows native toasts through onToast and goes back through onBack', async () => {
    const onToast = vi.fn()
    const onBack = vi.fn()
    const bridge = app({ onToast, onBack })
    await bridge.call('showToast', { message: '已复制', duration: 2000 })
    await bridge.call('back')
    expect(onToast).toHaveBeenCalledWith('已复制', 2000)
    expect(onBack).toHaveBeenCalledTimes(1)
  })
})

describe('setupDevNative (pnpm dev)', () => {
  it('simulates the iPhone app by default: pid/ in the user agent and the bridge over iOS bootstrap', async () => {
    installed = setupDevNative()
    expect(navigator.userAgent).toBe(APP_USER_AGENTS.ios)
    const bridge = createBridge({ window })
    expect(bridge).toMatchObject({ platform: 'ios', inApp: true })
    await expect(bridge.call('getAppVersion')).resolves.toEqual({ version: DEV_APP_VERSION })
  })

  it('takes ?native=android and remembers it for the tab', () => {
    history.replaceState(null, '', '/?native=android')
    installed = setupDevNative()
    expect(installed?.platform).toBe('android')
    installed?.uninstall()
    history.replaceState(null, '', '/test/bridge')
    installed = setupDevNative()
    expect(installed?.platform).toBe('android')
  })

  it('signs the app in as the scenario user whose tokens main.tsx claimed from the address (the index page’s scenario links)', async () => {
    const minor = scenarioSession('minor')
    history.replaceState(null, '', scenarioAddress('/redpacket/send', minor))
    claimAddressTokens(window)
    try {
      installed = setupDevNative()
      await expect(createBridge({ window }).call('getCurrentUserInfo')).resolves.toMatchObject(minor)
    } finally {
      sessionStore.set(EMPTY_SESSION)
    }
  })

  it('installs nothing with ?native=off, so the page runs as in a plain browser', () => {
    history.replaceState(null, '', '/?native=off')
    expect(setupDevNative()).toBeUndefined()
    expect((window as BridgeWindow).WebViewJavascriptBridge).toBeUndefined()
  })
})
