import { BridgeError } from '@h5/bridge'
import { installFakeNative } from '@h5/bridge/testing'
import { expect, it } from 'vitest'
import { appBridge } from './appBridge'
import { APP_SCHEME } from './openPage'

// Installed before the app bridge's first use in this file, so the page counts as in the app.
const native = installFakeNative(window, { platform: 'android', handlers: { openWebView: () => ({}) } })

it('hands native a URL of the app’s own scheme, as openPage accepts it', async () => {
  const url = `${APP_SCHEME}//webview/fullscreen?url=x`
  await expect(appBridge.call('openWebView', { url })).resolves.toBeDefined()
  expect(native.calls.at(-1)).toEqual({ op: 'openWebView', data: { url } })
})

it('still refuses any other scheme with 996, before native hears of it', async () => {
  const heard = native.calls.length
  await expect(appBridge.call('openWebView', { url: 'otherapp://webview' })).rejects.toEqual(new BridgeError(996))
  expect(native.calls).toHaveLength(heard)
})
