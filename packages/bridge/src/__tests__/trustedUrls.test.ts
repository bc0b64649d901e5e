import { describe, expect, it } from 'vitest'
import { isSafeUrl, type OpName, type UrlPolicy } from '..'
import { flush, outcome, PLATFORMS, setup } from './harness'

/**
 * URL checks once looked only at the scheme. A page may open inside the app (where the bridge, and so the
 * user's tokens, is) only over https on the page's own host or a configured one, or at the page's own origin;
 * userinfo, protocol-relative and backslash forms, unknown forms of the app's scheme, and an app link's `url`
 * that is not a page as it reads once decoded are refused. The harness page is on https://h5.example.com.
 */
const POLICY: UrlPolicy = {
  trustedHosts: ['h5.example.com', 'partner.example.net', '*.example.org', 'Bücher.example'],
  appLinks: ['h5app://webview', 'h5app://recharge'],
}

const wrapped = (url: string) => `h5app://webview/fullscreen?url=${encodeURIComponent(url)}`

describe('isSafeUrl: may this page open inside the app?', () => {
  it.each([
    ['the own host', 'https://h5.example.com/rule?id=1', true],
    ['http on a trusted host: a network in between could rewrite the page', 'http://h5.example.com/', false],
    ['http on a named partner', 'http://partner.example.net/activity', false],
    ['a named partner', 'https://partner.example.net/activity', true],
    ['a subdomain of a *. pattern', 'https://act.example.org/x', true],
    ['a deeper subdomain of a *. pattern', 'https://a.b.example.org/', true],
    ['the domain of a *. pattern itself', 'https://example.org/', false],
    ['a host that only ends like a pattern', 'https://evilexample.org/', false],
    ['a foreign host', 'https://evil.com/', false],
    ['a partner’s name under a foreign domain', 'https://partner.example.net.evil.com/', false],
    ['a trusted host in capitals', 'HTTPS://H5.EXAMPLE.COM/Rule', true],
    ['an IDN host written in Unicode and capitals', 'https://BÜCHER.example/', true],
    ['an IDN host in punycode', 'https://xn--bcher-kva.example/', true],
    ['a look-alike with a Cyrillic а', 'https://h5.exаmple.com/', false],
    ['a port on a trusted host', 'https://h5.example.com:8443/', true],
    ['a trusted host with a trailing dot', 'https://h5.example.com./', false],
    ['a trusted host as userinfo of a foreign one', 'https://h5.example.com@evil.com/', false],
    ['user and password on a trusted host', 'https://user:pass@h5.example.com/', false],
    ['a port-like userinfo', 'https://h5.example.com:443@evil.com/', false],
    ['protocol-relative', '//evil.com', false],
    ['protocol-relative to the own host', '//h5.example.com/rule', false],
    ['backslashes', '\\\\evil.com', false],
    ['slash-backslash', '/\\evil.com', false],
    ['a blank before protocol-relative', ' //evil.com', false],
    ['https: with backslashes to a foreign host', 'https:\\\\evil.com', false],
    ['a known app link', wrapped('https://h5.example.com/a?b=1'), true],
    ['a known app link with plain values', 'h5app://recharge?diamonds=60&from=h5', true],
    ['a known app link in capitals', 'H5APP://Recharge', true],
    ['an app link to an unknown host', 'h5app://unknown/x', false],
    ['an unlisted scheme', 'otherapp://webview', false],
    ['an opaque app-scheme URL', 'h5app:javascript:alert(1)', false],
    ['an app-scheme URL without a host', 'h5app:///webview', false],
    ['an app link with userinfo', 'h5app://x@webview/', false],
    ['an app link with a port', 'h5app://webview:1/', false],
    ['an app link wrapping a foreign page', wrapped('https://evil.com/'), false],
    ['an app link wrapping userinfo', wrapped('https://h5.example.com@evil.com/'), false],
    ['an app link wrapping javascript:', wrapped('javascript:alert(1)'), false],
    ['an app link wrapping java\\tscript:', wrapped('java\tscript:alert(1)'), false],
    ['an app link wrapping a protocol-relative URL', wrapped('//evil.com'), false],
    ['an app link wrapping a backslash URL', wrapped(' \\\\evil.com'), false],
    ['an app link wrapping a foreign page in its hash', 'h5app://webview/fullscreen#url=https://evil.com', false],
    ['an app link wrapping one that wraps a foreign page', wrapped(wrapped('https://evil.com/')), false],
    ['an app link wrapping one that wraps a trusted page', wrapped(wrapped('https://h5.example.com/')), true],
    ['an app link wrapping an http page of a trusted host', wrapped('http://h5.example.com/'), false],
    ['an app link whose url is a bare host', 'h5app://webview/fullscreen?url=evil.com', false],
    ['an app link whose url is a path', 'h5app://webview/fullscreen?url=%2Frule', false],
    ['an app link whose url is empty', 'h5app://webview/fullscreen?showShare=1&url=', false],
    ['an app link whose url is a foreign page encoded twice', `h5app://webview/fullscreen?url=${encodeURIComponent(encodeURIComponent('https://evil.com/'))}`, false],
    ['an app link whose url is a trusted page encoded twice', `h5app://webview/fullscreen?url=${encodeURIComponent(encodeURIComponent('https://h5.example.com/'))}`, false],
    ['an app link whose URL (capitals) is a foreign page', 'h5app://webview/fullscreen?URL=https%3A%2F%2Fevil.com', false],
    ['an app link with a foreign page encoded twice in another parameter', `${wrapped('https://h5.example.com/')}&back=${encodeURIComponent(encodeURIComponent('https://evil.com/'))}`, false],
    ['an app link wrapping a trusted page whose own query is encoded', wrapped('https://h5.example.com/search?q=%E7%BA%A2%E5%8C%85&next=%2Fa'), true],
    ['an app link with a percent sign in a plain value', 'h5app://webview/fullscreen?title=100%25', true],
    ['an app link with a foreign page encoded twice beside a malformed escape', `${wrapped('https://h5.example.com/')}&back=https%253A%252F%252Fevil.com%25ZZ`, false],
  ])('%s: %j -> %s', (_name, url, safe) => {
    expect(isSafeUrl(url, POLICY)).toBe(safe)
  })

  it('lets a page served over http open its own origin only (a developer’s machine), never http elsewhere', () => {
    const local = { trustedHosts: ['localhost', 'partner.example.net'], pageOrigin: 'http://localhost:5173', appLinks: ['h5app://webview'] }
    expect(isSafeUrl('http://localhost:5173/rule/dynamic/42', local)).toBe(true)
    expect(isSafeUrl(wrapped('http://localhost:5173/rule'), local)).toBe(true)
    expect(isSafeUrl('http://localhost:8080/', local)).toBe(false)
    expect(isSafeUrl('http://partner.example.net/', local)).toBe(false)
    expect(isSafeUrl('https://partner.example.net/', local)).toBe(true)
    // An https page's origin says nothing for http on its host.
    expect(isSafeUrl('http://h5.example.com/', { ...POLICY, pageOrigin: 'https://h5.example.com' })).toBe(false)
  })

  it('trusts no host and no app link it was not given', () => {
    expect(isSafeUrl('https://h5.example.com/', {})).toBe(false)
    expect(isSafeUrl('h5app://webview/', { trustedHosts: ['h5.example.com'] })).toBe(false)
  })

  it('answers false, without throwing, to a caller of the old signature that passes no policy or a list', () => {
    const oldSignature = isSafeUrl as (url: unknown, appSchemes?: unknown) => boolean
    expect(oldSignature('https://h5.example.com/')).toBe(false)
    expect(oldSignature('myapp://room/42', ['myapp'])).toBe(false)
  })

  it('never allows javascript: or data:, even when listed as an app link', () => {
    expect(isSafeUrl('javascript://webview/%0Aalert(1)', { appLinks: ['javascript://webview'] })).toBe(false)
    expect(isSafeUrl('data://webview/x', { appLinks: ['data://webview'] })).toBe(false)
  })
})

type Expect = 'sent' | 996
type Row = [OpName, Record<string, unknown>, Expect]

const share = (link: string, imgUrl = '') => ({ title: 't', desc: 'd', link, imgUrl })

/** Every URL field of every op, against every kind of host (docs/native-contract.md, "URL checks"). */
const ROWS: Row[] = [
  // Pages native opens in a web view with the bridge: own host, trusted hosts and known app links only.
  ['openWebView', { url: 'https://h5.example.com/rule' }, 'sent'],
  ['openWebView', { url: 'https://partner.example.net/a' }, 'sent'],
  ['openWebView', { url: 'https://x.example.org/a' }, 'sent'],
  ['openWebView', { url: wrapped('https://h5.example.com/a') }, 'sent'],
  ['openWebView', { url: 'https://evil.com/' }, 996],
  ['openWebView', { url: 'https://h5.example.com@evil.com/' }, 996],
  ['openWebView', { url: 'https://user:pass@h5.example.com/' }, 996],
  ['openWebView', { url: 'h5app:javascript:alert(1)' }, 996],
  ['openWebView', { url: 'h5app://unknown/' }, 996],
  ['openWebView', { url: wrapped('https://evil.com/') }, 996],
  ['openWebView', { url: 'http://h5.example.com/rule' }, 996],
  ['openWebView', { url: 'http://partner.example.net/a' }, 996],
  ['openWebView', { url: 'h5app://webview/fullscreen?url=evil.com' }, 996],
  ['openWebView', { url: `h5app://webview/fullscreen?url=${encodeURIComponent(encodeURIComponent('https://evil.com/'))}` }, 996],
  ['openXieYiWebView', { url: 'https://h5.example.com/agreement/user', title: '用户协议' }, 'sent'],
  ['openXieYiWebView', { url: 'https://evil.com/agreement', title: '用户协议' }, 996],
  ['openXieYiWebView', { url: 'https://h5.example.com@evil.com/', title: '用户协议' }, 996],
  ['openXieYiWebView', { url: 'http://h5.example.com/agreement/user', title: '用户协议' }, 996],
  // Share links go out under the app's name: the same hosts as pages. The picture is only fetched: any host.
  ['share', share('https://h5.example.com/invite', 'https://img.cdn-elsewhere.com/a.png'), 'sent'],
  ['share', share('https://evil.com/invite'), 996],
  ['share', share('https://h5.example.com@evil.com/'), 996],
  ['share', share('https://h5.example.com/invite', 'https://u:p@img.cdn-elsewhere.com/a.png'), 996],
  ['share', share('https://h5.example.com/invite', 'h5app://webview/a.png'), 996],
  ['linkShareToInviteOthers', share('https://partner.example.net/invite'), 'sent'],
  ['linkShareToInviteOthers', share('https://evil.com/invite'), 996],
  ['share', share('http://h5.example.com/invite'), 996],
  // A picture over http is only fetched, never given the bridge.
  ['share', share('https://h5.example.com/invite', 'http://img.cdn-elsewhere.com/a.png'), 'sent'],
  // Audio is only fetched: any http(s) host, never userinfo.
  ['playAudio', { url: 'https://media.cdn-elsewhere.com/bgm.mp3' }, 'sent'],
  ['playAudio', { url: 'https://h5.example.com@evil.com/bgm.mp3' }, 996],
  // The system browser has no bridge: any http(s) host or a known app link, never userinfo or an opaque form.
  ['openURLOutApp', { url: 'https://www.elsewhere.com/' }, 'sent'],
  ['openURLOutApp', { url: 'http://www.elsewhere.com/' }, 'sent'],
  ['openURLOutApp', { url: 'h5app://recharge' }, 'sent'],
  ['openURLOutApp', { url: 'https://h5.example.com@evil.com/' }, 996],
  ['openURLOutApp', { url: 'h5app:javascript:alert(1)' }, 996],
]

describe.each(PLATFORMS)('URLs handed to native on %s', (platform) => {
  it.each(ROWS)('%s %j: %s', async (op, data, expected) => {
    const options = { trustedHosts: ['partner.example.net', '*.example.org'], appLinks: ['h5app://webview', 'h5app://recharge'] }
    const { bridge, native } = setup(platform, { handlers: { [op]: () => ({}) } }, options)
    const result = await outcome((bridge.call as (op: OpName, data: unknown) => Promise<unknown>)(op, data))
    if (expected === 'sent') {
      expect(result).toEqual({ value: {} })
      expect(native.calls).toHaveLength(1)
    } else {
      expect(result).toEqual({ error: expect.objectContaining({ errcode: 996, errmsg: '链接地址不安全' }) })
      expect(native.calls).toEqual([])
    }
  })

  it('trusts the page’s own host, and only that, when given no trustedHosts', async () => {
    const { bridge, native } = setup(platform, { handlers: { openWebView: () => ({}) } })
    await expect(bridge.call('openWebView', { url: 'https://h5.example.com/rule' })).resolves.toEqual({})
    await expect(bridge.call('openWebView', { url: 'https://partner.example.net/' })).rejects.toMatchObject({ errcode: 996 })
    expect(native.calls).toHaveLength(1)
  })

  it('lets a page served over http (a developer’s machine) open its own origin, and no other http page', async () => {
    const { bridge, native } = setup(platform, { handlers: { openWebView: () => ({}) } }, {}, 'http://localhost:5173/recharge')
    await expect(bridge.call('openWebView', { url: 'http://localhost:5173/agreement/recharge' })).resolves.toEqual({})
    await expect(bridge.call('openWebView', { url: 'http://localhost:8080/' })).rejects.toMatchObject({ errcode: 996 })
    await expect(bridge.call('openWebView', { url: 'https://localhost/rule' })).resolves.toEqual({})
    expect(native.calls.map((call) => call.data)).toEqual([{ url: 'http://localhost:5173/agreement/recharge' }, { url: 'https://localhost/rule' }])
  })

  it.each([
    ['a foreign link', share('https://evil.com/invite')],
    ['a link with userinfo', share('https://h5.example.com@evil.com/')],
  ])('answers native’s getShareInfo 500 for %s', async (_name, card) => {
    const { bridge, native } = setup(platform)
    await flush()
    bridge.on('shareInfo', () => card)
    await expect(native.callPage('getShareInfo')).resolves.toEqual({ errcode: 500 })
  })
})
