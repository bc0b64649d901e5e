import { installFakeNative } from '@h5/bridge/testing'
import { createBridge } from '@h5/bridge'
import { afterEach, describe, expect, it } from 'vitest'
import { APP_USER_AGENTS } from '../../dev/appUserAgents'
import { openAppWay, openInApp } from './openApp'
import { openAppEnvironment } from './openAppEnvironment'
import { readOpenAppSettings } from './openAppSettings'
import type { OpenAppTarget } from './openAppTarget'

const ROOM: OpenAppTarget = { kind: 'room', roomId: '10086', inviteCode: 'AB12CD', channel: 'dx' }
const PAGE: OpenAppTarget = { kind: 'page', path: '/pullnew/accept?id=7', channel: 'kol_1' }
const SCHEME_ONLY = readOpenAppSettings({ VITE_APP_OPEN_LINK: 'h5app://open' })
const WITH_UNIVERSAL_LINK = readOpenAppSettings({ VITE_APP_OPEN_LINK: 'h5app://open', VITE_APP_LINK_HOST: 'open.example.com' })
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const IPADOS_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const QQ_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/9.0.56.612 V1_IPH_SQ_9.0.56_1_APP_A Pixel/1179 Core/WKWebView Device/Apple(iPhone 15 Pro) NetType/WIFI QBWebViewType/1'
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 XWEB/1260059 MMWEBSDK/20240404 MMWEBID/1 MicroMessenger/8.0.49.2600(0x2800313D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'
const QQ_BROWSER_APP =
  'Mozilla/5.0 (Linux; U; Android 14; zh-cn; Pixel 8 Build/UQ1A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.0.0 MQQBrowser/15.0 Mobile Safari/537.36'

/** The environment a page sees, as the bridge would decide whether it is in the app. */
function environmentOf(userAgent: string, maxTouchPoints = 5) {
  return openAppEnvironment({ inApp: /\bpid\//.test(userAgent), navigator: { userAgent, maxTouchPoints } })
}

describe('openAppEnvironment', () => {
  it.each([
    ['the iOS app', APP_USER_AGENTS.ios, 'app'],
    ['the Android app', APP_USER_AGENTS.android, 'app'],
    ['iOS Safari', APP_USER_AGENTS.browser, 'ios'],
    ['iPadOS Safari, which says Macintosh', IPADOS_SAFARI, 'ios'],
    ['Android Chrome', APP_USER_AGENTS.androidBrowser, 'android'],
    ['the QQ Browser app, a browser like any other', QQ_BROWSER_APP, 'android'],
    ['WeChat on iOS', APP_USER_AGENTS.wechat, 'wechat'],
    ['WeChat on Android, which names MQQBrowser-like parts too', ANDROID_WECHAT, 'wechat'],
    ['QQ on Android', APP_USER_AGENTS.qq, 'qq'],
    ['QQ on iOS', QQ_IOS, 'qq'],
    ['a computer', DESKTOP_CHROME, 'desktop'],
  ])('%s is %s', (_, userAgent, environment) => {
    expect(environmentOf(userAgent)).toBe(environment)
  })

  it('takes a Mac without a touch screen for a computer', () => {
    expect(environmentOf(IPADOS_SAFARI, 0)).toBe('desktop')
  })
})

describe('openAppWay', () => {
  it('acts at once in the app, on iOS and Android alike', () => {
    expect(openAppWay(ROOM, environmentOf(APP_USER_AGENTS.ios), SCHEME_ONLY, false)).toEqual({ way: 'in-app' })
    expect(openAppWay(PAGE, environmentOf(APP_USER_AGENTS.android), SCHEME_ONLY, true)).toEqual({ way: 'in-app' })
  })

  it("tries the app's scheme on Android, then the download page with the target and codes", () => {
    expect(openAppWay(ROOM, environmentOf(APP_USER_AGENTS.androidBrowser), WITH_UNIVERSAL_LINK, false)).toEqual({
      way: 'app-link',
      link: 'h5app://open?room=10086&inviteCode=AB12CD&channel=dx',
      fallback: '/download?room=10086&inviteCode=AB12CD&channel=dx',
    })
  })

  it('tries the universal link on iOS, whose own page is the download page with the target', () => {
    expect(openAppWay(PAGE, environmentOf(APP_USER_AGENTS.browser), WITH_UNIVERSAL_LINK, false)).toEqual({
      way: 'app-link',
      link: 'https://open.example.com/download?page=%2Fpullnew%2Faccept%3Fid%3D7&channel=kol_1',
      fallback: '/download?page=%2Fpullnew%2Faccept%3Fid%3D7&channel=kol_1',
    })
  })

  it('tries the scheme on iOS when the build has no universal-link host', () => {
    const way = openAppWay(ROOM, environmentOf(APP_USER_AGENTS.browser), SCHEME_ONLY, false)
    expect(way).toMatchObject({ way: 'app-link', link: 'h5app://open?room=10086&inviteCode=AB12CD&channel=dx' })
  })

  it("shows WeChat's own button when WeChat took the page's signature, else the guide to the browser", () => {
    expect(openAppWay(ROOM, environmentOf(APP_USER_AGENTS.wechat), SCHEME_ONLY, true)).toEqual({ way: 'wechat-open-tag' })
    expect(openAppWay(ROOM, environmentOf(APP_USER_AGENTS.wechat), SCHEME_ONLY, false)).toEqual({ way: 'open-in-browser' })
    expect(openAppWay(ROOM, environmentOf(ANDROID_WECHAT), SCHEME_ONLY, false)).toEqual({ way: 'open-in-browser' })
  })

  it("guides QQ to the browser, WeChat's button or not", () => {
    expect(openAppWay(ROOM, environmentOf(APP_USER_AGENTS.qq), SCHEME_ONLY, true)).toEqual({ way: 'open-in-browser' })
    expect(openAppWay(ROOM, environmentOf(QQ_IOS), SCHEME_ONLY, false)).toEqual({ way: 'open-in-browser' })
  })

  it('sends a computer straight to the download page', () => {
    expect(openAppWay(ROOM, environmentOf(DESKTOP_CHROME), WITH_UNIVERSAL_LINK, false)).toEqual({
      way: 'download',
      address: '/download?room=10086&inviteCode=AB12CD&channel=dx',
    })
  })
})

describe('openInApp', () => {
  let uninstall: (() => void) | undefined
  afterEach(() => {
    uninstall?.()
    Reflect.deleteProperty(navigator, 'userAgent')
  })

  it("enters a room through native's enterRoom", async () => {
    // The in-app user agent, which the bridge reads on first use.
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: APP_USER_AGENTS.android })
    const native = installFakeNative(window, { platform: 'android', handlers: { enterRoom: () => ({}) } })
    uninstall = native.uninstall
    const bridge = createBridge({ window })
    await openInApp(ROOM, bridge)
    expect(native.calls.map((call) => [call.op, call.data])).toEqual([['enterRoom', { roomID: '10086' }]])
  })

  it('opens a page of the app as any page, without native', async () => {
    const assigned: string[] = []
    const win = { location: { href: 'https://h5.example.com/room', assign: (url: string) => assigned.push(url) }, navigator: { userAgent: APP_USER_AGENTS.android, maxTouchPoints: 5 } }
    const bridge = { call: () => Promise.reject(new Error('native must not be asked')) }
    await openInApp(PAGE, bridge as never, win as unknown as Window)
    expect(assigned).toEqual(['https://h5.example.com/pullnew/accept?id=7'])
  })
})
