import { describe, expect, it, vi } from 'vitest'
import { getQueryParam } from './getQueryParam'
import { IOS_FULLSCREEN_WEBVIEW, openPage } from './openPage'
import { PlatformError } from './PlatformError'

const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456'
const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1'
const IPADOS_APP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 pid/123456'
const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 pid/123456'

function fakeWindow(userAgent: string, maxTouchPoints = 5, href = 'https://h5.example.com/activityCenter?x=1') {
  const assign = vi.fn()
  const win = {
    location: { href, assign },
    navigator: { userAgent, maxTouchPoints },
  } as unknown as Window
  return { win, assign }
}

const wrapped = (url: string) => IOS_FULLSCREEN_WEBVIEW.replace('{url}', encodeURIComponent(url))

describe('openPage', () => {
  it('wraps the target in the full-screen web-view scheme inside the iOS app', () => {
    const { win, assign } = fakeWindow(IOS_APP)
    openPage('https://h5.example.com/rule/dynamic/42?from=a&b=c', win)
    expect(assign).toHaveBeenCalledWith(wrapped('https://h5.example.com/rule/dynamic/42?from=a&b=c'))
    expect(assign.mock.calls[0]![0]).toMatch(/^[a-z][a-z0-9+.-]*:\/\//)
    // The target survives the trip whole: it is one encoded parameter.
    const target = new URL(assign.mock.calls[0]![0] as string).searchParams.get('url')
    expect(target).toBe('https://h5.example.com/rule/dynamic/42?from=a&b=c')
  })

  it('treats an iPad that reports itself as a Mac as iOS', () => {
    const { win, assign } = fakeWindow(IPADOS_APP, 5)
    openPage('/weekstar', win)
    expect(assign).toHaveBeenCalledWith(wrapped('https://h5.example.com/weekstar'))
  })

  it.each([
    ['Android in the app', ANDROID_APP],
    ['iOS Safari outside the app', IOS_SAFARI],
    ['a Mac without touch', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15 pid/1'],
  ])('navigates directly on %s', (_name, userAgent) => {
    const { win, assign } = fakeWindow(userAgent, userAgent.includes('Macintosh') ? 0 : 5)
    openPage('/weekstar?x=1', win)
    expect(assign).toHaveBeenCalledWith('https://h5.example.com/weekstar?x=1')
  })

  it('hands a known app link to native as it is', () => {
    const { win, assign } = fakeWindow(IOS_APP)
    const link = wrapped('https://h5.example.com/rule')
    openPage(link, win)
    expect(assign).toHaveBeenCalledWith(link)
  })

  it('opens a host named in VITE_TRUSTED_HOSTS, exactly or as *.domain', async () => {
    vi.stubEnv('VITE_TRUSTED_HOSTS', ' partner.example.net , *.example.org,')
    vi.resetModules()
    try {
      const fresh = await import('./openPage')
      const { win, assign } = fakeWindow(ANDROID_APP)
      fresh.openPage('https://partner.example.net/a', win)
      fresh.openPage('https://act.example.org/b', win)
      expect(assign.mock.calls).toEqual([['https://partner.example.net/a'], ['https://act.example.org/b']])
      // A fresh module has its own PlatformError class, so the error is matched by its code.
      expect(() => fresh.openPage('https://example.org/', win)).toThrow(expect.objectContaining({ code: 'unsafe-url' }))
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it.each(['', '   ', 'javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/hosts', 'http://'])(
    'refuses %s with a typed error and navigates nowhere',
    (url) => {
      const { win, assign } = fakeWindow(IOS_APP)
      let error: unknown
      try {
        openPage(url, win)
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(PlatformError)
      expect(error).toMatchObject({ code: 'unsafe-url', message: '链接地址无效' })
      expect(assign).not.toHaveBeenCalled()
    },
  )
})

/**
 * forms that resolved to another host (`//evil.com` and friends all became
 * `https://evil.com`, wrapped on iOS into the full-screen web view that has the bridge), foreign hosts,
 * userinfo and unknown app-scheme forms. Refused everywhere, so a link behaves the same on every phone.
 */
describe('openPage refuses links that leave the app’s hosts', () => {
  const cases: [string, string][] = [
    ['protocol-relative', '//evil.com'],
    ['protocol-relative to the own host', '//h5.example.com/rule'],
    ['slash-backslash', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['a backslash in a path', '/rule\\x'],
    ['a blank before protocol-relative', ' //evil.com'],
    ['a tab inside protocol-relative', '/\t/evil.com'],
    ['a line break inside protocol-relative', '/\n/evil.com'],
    ['a control character before protocol-relative', '\u0001//evil.com'],
    ['https: with backslashes', 'https:\\\\evil.com'],
    ['http: without slashes', 'http:evil.com'],
    ['a foreign host', 'https://evil.com/'],
    ['a foreign host with the own host as userinfo', 'https://h5.example.com@evil.com/'],
    ['user and password on the own host', 'https://user:pass@h5.example.com/'],
    ['a look-alike of the own host', 'https://h5.example.com.evil.com/'],
    ['an opaque app-scheme URL', 'h5app:javascript:alert(1)'],
    ['an app link to an unknown host', 'h5app://recharge'],
    ['an app link wrapping a foreign page', wrapped('https://evil.com/')],
    ['an app link wrapping a protocol-relative URL', wrapped('//evil.com')],
    ['http on the own host (an https page)', 'http://h5.example.com/a'],
    ['an app link wrapping http on the own host', wrapped('http://h5.example.com/a')],
  ]
  const phones: [string, string][] = [
    ['the iOS app', IOS_APP],
    ['the Android app', ANDROID_APP],
    ['iOS Safari', IOS_SAFARI],
  ]

  it.each(phones.flatMap(([phone, userAgent]) => cases.map(([name, url]) => [name, url, phone, userAgent])))(
    '%s (%j) on %s: a typed error, no navigation',
    (_name, url, _phone, userAgent) => {
      const { win, assign } = fakeWindow(userAgent)
      expect(() => openPage(url, win)).toThrow(expect.objectContaining({ code: 'unsafe-url', message: '链接地址无效' }))
      expect(assign).not.toHaveBeenCalled()
    },
  )

  it.each([
    ['a path', '/rule/dynamic/42', 'https://h5.example.com/rule/dynamic/42'],
    ['a relative path', 'weekstar?x=1', 'https://h5.example.com/weekstar?x=1'],
    ['a query only', '?tab=2', 'https://h5.example.com/activityCenter?tab=2'],
    ['the own host in capitals, another port', 'HTTPS://H5.EXAMPLE.COM:8443/a', 'https://h5.example.com:8443/a'],
  ])('still opens %s on the own host', (_name, url, expected) => {
    const { win, assign } = fakeWindow(ANDROID_APP)
    openPage(url, win)
    expect(assign).toHaveBeenCalledWith(expected)
  })

  it('opens the own origin of a page served over http (a developer’s machine), wrapped on iOS, and no other http page', () => {
    const android = fakeWindow(ANDROID_APP, 5, 'http://localhost:5173/activityCenter')
    openPage('/rule/dynamic/42', android.win)
    expect(android.assign).toHaveBeenCalledWith('http://localhost:5173/rule/dynamic/42')
    const ios = fakeWindow(IOS_APP, 5, 'http://localhost:5173/activityCenter')
    openPage('/rule/dynamic/42', ios.win)
    expect(ios.assign).toHaveBeenCalledWith(wrapped('http://localhost:5173/rule/dynamic/42'))
    expect(() => openPage('http://localhost:8080/', ios.win)).toThrow(expect.objectContaining({ code: 'unsafe-url' }))
  })
})

describe('getQueryParam', () => {
  it('reads a parameter, decoded, and answers null when it is absent', () => {
    const search = '?redpacketID=rp_1&channel=%E7%BE%A4&empty=&twice=1&twice=2'
    expect(getQueryParam('redpacketID', search)).toBe('rp_1')
    expect(getQueryParam('channel', search)).toBe('群')
    expect(getQueryParam('empty', search)).toBe('')
    expect(getQueryParam('twice', search)).toBe('1')
    expect(getQueryParam('missing', search)).toBeNull()
  })

  it('reads the current address by default', () => {
    window.history.replaceState(null, '', '/redpacket/open?redpacketID=rp_9')
    expect(getQueryParam('redpacketID')).toBe('rp_9')
    window.history.replaceState(null, '', '/')
  })
})
