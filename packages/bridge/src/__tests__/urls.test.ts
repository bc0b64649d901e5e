import { describe, expect, it } from 'vitest'
import { isSafeUrl } from '..'
import { outcome, setup } from './harness'

/** The host of the harness page; hosts and app links in general: trustedUrls.test.ts. */
const OWN_HOST = { trustedHosts: ['h5.example.com'] }

describe('isSafeUrl', () => {
  it.each([
    ['https://h5.example.com/rule?id=1', true],
    // Pages are https only, the page's own host included (trustedUrls.test.ts: the page's own http origin).
    ['http://h5.example.com/', false],
    ['HTTPS://H5.EXAMPLE.COM', true],
    ['  https://h5.example.com  ', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['blob:https://h5.example.com/1', false],
    ['file:///etc/passwd', false],
    ['/relative/path', false],
    ['//h5.example.com/protocol-relative', false],
    ['https://', false],
    ['', false],
    ['myapp://room/42', false],
  ])('%j -> %s', (url, safe) => {
    expect(isSafeUrl(url, OWN_HOST)).toBe(safe)
  })

  it('allows the app’s own links when listed, in any case, but never javascript: or data:', () => {
    expect(isSafeUrl('myapp://room/42', { appLinks: ['myapp://room'] })).toBe(true)
    expect(isSafeUrl('MYAPP://room/42', { appLinks: ['myapp://room'] })).toBe(true)
    expect(isSafeUrl('otherapp://x', { appLinks: ['myapp://room'] })).toBe(false)
    expect(isSafeUrl('javascript:alert(1)', { appLinks: ['javascript://x'] })).toBe(false)
    expect(isSafeUrl('data:text/plain,x', { appLinks: ['data://x'] })).toBe(false)
  })

  it('refuses what is not a string', () => {
    expect(isSafeUrl(undefined, OWN_HOST)).toBe(false)
    expect(isSafeUrl(42, OWN_HOST)).toBe(false)
    expect(isSafeUrl({ toString: () => 'https://h5.example.com' }, OWN_HOST)).toBe(false)
  })
})

describe('URLs handed to native (docs/native-contract.md, "Calls")', () => {
  it.each([
    ['openWebView', { url: 'javascript:alert(document.cookie)' }],
    ['openURLOutApp', { url: 'data:text/html,x' }],
    ['openXieYiWebView', { url: '/agreement/user', title: '用户协议' }],
    ['share', { title: 't', desc: 'd', link: 'vbscript:x', imgUrl: '' }],
    ['linkShareToInviteOthers', { title: 't', desc: 'd', link: '', imgUrl: '' }],
    ['share', { title: 't', desc: 'd', link: 'https://h5.example.com/', imgUrl: 'javascript:alert(1)' }],
    ['linkShareToInviteOthers', { title: 't', desc: 'd', link: 'https://h5.example.com/', imgUrl: '/a.png' }],
    ['playAudio', { url: 'file:///sdcard/a.mp3' }],
    ['openWebView', {}],
  ] as const)('%s with %j rejects 996 and never reaches native', async (op, data) => {
    const { bridge, native } = setup('ios', { handlers: { [op]: () => ({}) } })
    const result = await outcome((bridge.call as (op: string, data: unknown) => Promise<unknown>)(op, data))
    expect(result).toEqual({ error: expect.objectContaining({ errcode: 996, errmsg: '链接地址不安全' }) })
    expect(native.calls).toEqual([])
  })

  it('hands native the parsed URL, so native cannot read it differently from the check', async () => {
    const { bridge, native } = setup('android', { handlers: { openWebView: () => ({}) } })
    await bridge.call('openWebView', { url: ' HTTPS://H5.Example.com/rule page?a=1 ', title: '规则' })
    expect(native.calls).toEqual([{ op: 'openWebView', data: { url: 'https://h5.example.com/rule%20page?a=1', title: '规则' } }])
  })

  it('lets a share go without a picture, and hands native the picture’s parsed URL when there is one', async () => {
    const { bridge, native } = setup('ios', { handlers: { share: () => ({ channel: 'wechat' }) } })
    const link = 'https://h5.example.com/invite'
    await bridge.call('share', { title: 't', desc: 'd', link, imgUrl: '' })
    await bridge.call('share', { title: 't', desc: 'd', link, imgUrl: 'HTTPS://CDN.example.com/a.png' })
    expect(native.calls.map((call) => (call.data as { imgUrl: string }).imgUrl)).toEqual(['', 'https://cdn.example.com/a.png'])
  })

  it('accepts the app’s own links when given as appLinks', async () => {
    const { bridge, native } = setup('ios', { handlers: { openWebView: () => ({}) } }, { appLinks: ['myapp://room'] })
    await expect(bridge.call('openWebView', { url: 'myapp://room/42' })).resolves.toEqual({})
    expect(native.calls).toEqual([{ op: 'openWebView', data: { url: 'myapp://room/42' } }])
  })
})
