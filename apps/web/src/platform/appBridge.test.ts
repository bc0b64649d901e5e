import { BridgeErrcode, BridgeError } from '@h5/bridge'
import { installFakeNative } from '@h5/bridge/testing'
import { describe, expect, it, vi } from 'vitest'
import { appBridge } from './appBridge'
import { APP_SCHEME, IOS_FULLSCREEN_WEBVIEW } from './openPage'

// Installed before the app bridge's first use in this file, so the page counts as in the app.
const native = installFakeNative(window, { platform: 'android', handlers: { openWebView: () => ({}), openURLOutApp: () => ({}) } })

const wrapped = (url: string) => IOS_FULLSCREEN_WEBVIEW.replace('{url}', encodeURIComponent(url))

it('hands native a URL of the app’s own scheme, as openPage accepts it', async () => {
  const url = `${APP_SCHEME}//webview/fullscreen?url=${encodeURIComponent(`${window.location.origin}/rule`)}`
  await expect(appBridge.call('openWebView', { url })).resolves.toBeDefined()
  expect(native.calls.at(-1)).toEqual({ op: 'openWebView', data: { url } })
})

it('still refuses any other scheme with 996, before native hears of it', async () => {
  const heard = native.calls.length
  await expect(appBridge.call('openWebView', { url: 'otherapp://webview' })).rejects.toEqual(new BridgeError(BridgeErrcode.UNSAFE_URL))
  expect(native.calls).toHaveLength(heard)
})

/** the app bridge knows the app's hosts and its app-link forms, not just the schemes. */
describe('pages native would open in a web view with the bridge', () => {
  const ownPage = `${window.location.origin}/rule`

  it.each([
    ['an app link whose url is no URL', `${APP_SCHEME}//webview/fullscreen?url=x`],
    ['a foreign host', 'https://evil.com/'],
    ['the own host as userinfo of a foreign one', `https://${window.location.host}@evil.com/`],
    ['an opaque app-scheme URL', `${APP_SCHEME}javascript:alert(1)`],
    ['an app link to an unknown host', `${APP_SCHEME}//recharge`],
    ['the full-screen web view wrapping a foreign page', wrapped('https://evil.com/')],
  ])('refuses %s with 996, before native hears of it', async (_name, url) => {
    const heard = native.calls.length
    await expect(appBridge.call('openWebView', { url })).rejects.toEqual(new BridgeError(BridgeErrcode.UNSAFE_URL))
    expect(native.calls).toHaveLength(heard)
  })

  it('opens the page’s own host, and the full-screen web view wrapping it', async () => {
    await appBridge.call('openWebView', { url: ownPage })
    await appBridge.call('openWebView', { url: wrapped(ownPage) })
    expect(native.calls.slice(-2)).toEqual([
      { op: 'openWebView', data: { url: ownPage } },
      { op: 'openWebView', data: { url: wrapped(ownPage) } },
    ])
  })

  it('hands a foreign page to the system browser when asked to (no bridge there)', async () => {
    await appBridge.call('openURLOutApp', { url: 'https://www.elsewhere.com/' })
    expect(native.calls.at(-1)).toEqual({ op: 'openURLOutApp', data: { url: 'https://www.elsewhere.com/' } })
  })

  it('opens hosts named in VITE_TRUSTED_HOSTS', async () => {
    vi.stubEnv('VITE_TRUSTED_HOSTS', 'partner.example.net,*.example.org')
    vi.resetModules()
    try {
      const fresh = await import('./appBridge')
      await fresh.appBridge.call('openWebView', { url: 'https://act.example.org/a' })
      expect(native.calls.at(-1)).toEqual({ op: 'openWebView', data: { url: 'https://act.example.org/a' } })
      await expect(fresh.appBridge.call('openWebView', { url: 'https://evil.com/' })).rejects.toEqual(new BridgeError(BridgeErrcode.UNSAFE_URL))
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
