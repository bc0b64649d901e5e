import { describe, expect, it, vi } from 'vitest'
import { getQueryParam } from './getQueryParam'
import { IOS_FULLSCREEN_WEBVIEW, openPage } from './openPage'
import { PlatformError } from './PlatformError'

const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456'
const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1'
const IPADOS_APP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 pid/123456'
const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 pid/123456'

function fakeWindow(userAgent: string, maxTouchPoints = 5) {
  const assign = vi.fn()
  const win = {
    location: { href: 'https://h5.example.com/activityCenter?x=1', assign },
    navigator: { userAgent, maxTouchPoints },
  } as unknown as Window
  return { win, assign }
}

const APP_SCHEME = IOS_FULLSCREEN_WEBVIEW.slice(0, IOS_FULLSCREEN_WEBVIEW.indexOf(':') + 1)
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

  it('hands the app’s own scheme to native as it is', () => {
    const { win, assign } = fakeWindow(IOS_APP)
    openPage(`${APP_SCHEME}//recharge`, win)
    expect(assign).toHaveBeenCalledWith(`${APP_SCHEME}//recharge`)
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
