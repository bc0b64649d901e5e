import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBridge, type BridgeDiagnostic } from '..'
import { installFakeNative } from '../testing'
import { flush, makeWindow, outcome, PLATFORMS, setup } from './harness'

/**
 * The robustness list: a malformed message, a reply for an unknown or settled call, a duplicate, a reply
 * after a time-out. None may throw into the page (an exception in native's callback would surface as an
 * uncaught error and fail the run); each is dropped and reported through onDiagnostic.
 */
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const version = { getAppVersion: () => ({ version: '6.12.0' }) }

describe.each(PLATFORMS)('on %s', (platform) => {
  it('rejects a reply that is not JSON with 995 and reports it, without throwing', async () => {
    const { bridge, diagnostics } = setup(platform, { handlers: version, faults: { getAppVersion: { malformed: true } } })
    const result = await outcome(bridge.call('getAppVersion'))
    expect(result).toEqual({ error: expect.objectContaining({ errcode: 995, errmsg: 'App返回的数据格式不正确' }) })
    expect(diagnostics).toEqual([{ kind: 'malformed-reply', op: 'getAppVersion' }])
  })

  it('keeps the first of two replies and reports the duplicate', async () => {
    const { bridge, diagnostics } = setup(platform, { handlers: version, faults: { getAppVersion: { duplicate: true } } })
    await expect(bridge.call('getAppVersion')).resolves.toEqual({ version: '6.12.0' })
    await flush()
    expect(diagnostics).toEqual([{ kind: 'duplicate-reply', op: 'getAppVersion' }])
  })

  it('drops and reports a reply that arrives after the call timed out', async () => {
    const { bridge, diagnostics } = setup(platform, { handlers: version, faults: { getAppVersion: { delayMs: 6000 } } })
    const pending = outcome(bridge.call('getAppVersion'))
    await vi.advanceTimersByTimeAsync(5000)
    expect(await pending).toEqual({ error: expect.objectContaining({ errcode: 999 }) })
    await vi.advanceTimersByTimeAsync(1000)
    expect(diagnostics).toEqual([
      { kind: 'timeout', op: 'getAppVersion' },
      { kind: 'late-reply', op: 'getAppVersion' },
    ])
  })

  it('keeps working after each of these: the next call is answered normally', async () => {
    const { bridge, native } = setup(platform, { handlers: version, faults: { getAppVersion: { malformed: true } } })
    await outcome(bridge.call('getAppVersion'))
    native.setFault('getAppVersion', { duplicate: true })
    await bridge.call('getAppVersion')
    native.setFault('getAppVersion', undefined)
    await expect(bridge.call('getAppVersion')).resolves.toEqual({ version: '6.12.0' })
  })

  it('rejects 999 and reports when native’s callHandler throws', async () => {
    const { win, bridge, diagnostics } = setup(platform, { handlers: version })
    await bridge.call('getAppVersion')
    win.WebViewJavascriptBridge!.callHandler = () => {
      throw new Error('native is gone')
    }
    expect(await outcome(bridge.call('finish'))).toEqual({ error: expect.objectContaining({ errcode: 999 }) })
    expect(diagnostics).toEqual([{ kind: 'send-failed', op: 'finish' }])
  })

  it('survives an onDiagnostic hook that throws', async () => {
    const win = makeWindow(platform)
    installFakeNative(win, { platform, handlers: version, faults: { getAppVersion: { malformed: true } } })
    const bridge = createBridge({
      window: win,
      onDiagnostic: () => {
        throw new Error('monitoring is down')
      },
    })
    expect(await outcome(bridge.call('getAppVersion'))).toEqual({ error: expect.objectContaining({ errcode: 995 }) })
  })
})

it('drops and reports an Android message addressed to no handler or call (init’s default handler)', async () => {
  const { bridge, native, diagnostics } = setup('android', { handlers: version })
  await bridge.call('getAppVersion')
  native.sendUnaddressed({ responseId: 'cb_404', responseData: { version: 'x' } })
  await flush()
  expect(diagnostics).toEqual([{ kind: 'unknown-message' }] satisfies BridgeDiagnostic[])
})

it('never carries payload contents in a diagnostic (tokens must not reach logs)', async () => {
  const user = { userID: 1, nickName: 'n', avatar: '', accessToken: 'secret-token', openID: 'secret-open-id' }
  const { bridge, diagnostics } = setup('android', {
    handlers: { getCurrentUserInfo: () => user },
    faults: { getCurrentUserInfo: { duplicate: true } },
  })
  await bridge.call('getCurrentUserInfo')
  await flush()
  expect(diagnostics).toHaveLength(1)
  expect(JSON.stringify(diagnostics)).not.toMatch(/secret/)
})
