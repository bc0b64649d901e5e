import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BridgeError, createBridge } from '..'
import { installFakeNative } from '../testing'
import { flush, makeWindow, outcome, setup } from './harness'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const version = { getAppVersion: () => ({ version: '6.12.0' }) }
const frames = (win: Window) => [...win.document.querySelectorAll('iframe')].map((frame) => frame.src)

describe('creating a bridge', () => {
  it('touches nothing until first use: no frame, no WVJBCallbacks, no timer', () => {
    const win = makeWindow('ios')
    const bridge = createBridge({ window: win })
    expect(frames(win)).toEqual([])
    expect(win.WVJBCallbacks).toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
    bridge.on('backPressed', () => undefined)
    expect(frames(win)).toEqual(['https://__bridge_loaded__/'])
  })

  it('only detects when a page asks where it runs: reading inApp or platform starts no bootstrap', async () => {
    const win = makeWindow('ios')
    const bridge = createBridge({ window: win })
    expect(bridge.inApp).toBe(true)
    expect(bridge.platform).toBe('ios')
    expect(frames(win)).toEqual([])
    expect(win.WVJBCallbacks).toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
    installFakeNative(win, { platform: 'ios', handlers: version })
    await expect(bridge.call('getAppVersion')).resolves.toEqual({ version: '6.12.0' })
  })

  it('sees a native installed after creation but before first use', async () => {
    const win = makeWindow('android')
    const bridge = createBridge({ window: win })
    installFakeNative(win, { platform: 'android', handlers: version })
    await expect(bridge.call('getAppVersion')).resolves.toEqual({ version: '6.12.0' })
  })
})

describe('iOS bootstrap (marcuswestin/WebViewJavascriptBridge)', () => {
  it('queues on WVJBCallbacks and loads a hidden https://__bridge_loaded__ frame, removed after 1000 ms', async () => {
    const win = makeWindow('ios')
    const bridge = createBridge({ window: win })
    expect(bridge).toMatchObject({ platform: 'ios', inApp: true })
    bridge.on('pageActive', () => undefined)
    expect(win.WVJBCallbacks).toHaveLength(1)
    const frame = win.document.documentElement.querySelector('iframe')!
    expect(frame.src).toBe('https://__bridge_loaded__/')
    expect(frame.style.display).toBe('none')
    vi.advanceTimersByTime(999)
    expect(frames(win)).toEqual(['https://__bridge_loaded__/'])
    vi.advanceTimersByTime(1)
    expect(frames(win)).toEqual([])
  })

  it('sends calls made before the bridge is ready once native provides it, in order', async () => {
    const { bridge, native } = setup('ios', {
      readyDelayMs: 300,
      handlers: { ...version, checkWx: () => ({ installed: true }) },
    })
    const first = bridge.call('getAppVersion')
    const second = bridge.call('checkWx')
    await vi.advanceTimersByTimeAsync(299)
    expect(native.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await expect(first).resolves.toEqual({ version: '6.12.0' })
    await expect(second).resolves.toEqual({ installed: true })
    expect(native.calls.map((call) => call.op)).toEqual(['getAppVersion', 'checkWx'])
  })

  it('uses a bridge already on the window without a frame, and counts it as in the app', async () => {
    const win = makeWindow('web')
    const native = installFakeNative(win, { platform: 'ios', handlers: version })
    win.document.documentElement.appendChild(Object.assign(win.document.createElement('iframe'), { src: 'https://__bridge_loaded__' }))
    await flush()
    expect(native.ready).toBe(true)
    win.document.querySelector('iframe')!.remove()

    const bridge = createBridge({ window: win })
    expect(bridge).toMatchObject({ inApp: true, platform: 'ios' })
    expect(frames(win)).toEqual([])
    await expect(bridge.call('getAppVersion')).resolves.toEqual({ version: '6.12.0' })
  })
})

describe('Android bootstrap (lzyzsd/JsBridge)', () => {
  it('waits for WebViewJavascriptBridgeReady, calls init() and loads no frame', async () => {
    const win = makeWindow('android')
    const bridge = createBridge({ window: win })
    expect(bridge).toMatchObject({ platform: 'android', inApp: true })
    expect(frames(win)).toEqual([])
    expect(win.WVJBCallbacks).toBeUndefined()

    const pending = bridge.call('getAppVersion')
    const native = installFakeNative(win, { platform: 'android', readyDelayMs: 200, handlers: version })
    await vi.advanceTimersByTimeAsync(199)
    expect(native.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toEqual({ version: '6.12.0' })
    // init() started delivery: native -> page messages now reach the page.
    bridge.on('pageActive', () => undefined)
    await expect(native.callPage('onPageActive')).resolves.toEqual({ handled: true })
  })

  it('shares one lzyzsd bridge between two SDK copies although init() throws the second time', async () => {
    const { win, bridge, native } = setup('android', { handlers: version })
    const other = createBridge({ window: win })
    await expect(other.call('getAppVersion')).resolves.toEqual({ version: '6.12.0' })
    await expect(bridge.call('getAppVersion')).resolves.toEqual({ version: '6.12.0' })
    expect(native.calls).toHaveLength(2)
  })
})

describe('an app without the bridge (docs/native-contract.md: 999 after 5000 ms)', () => {
  it('rejects queued calls with 999 请保持App为最新版本 after readyTimeoutMs, and later calls at once', async () => {
    const { bridge, diagnostics } = setup('ios', { readyDelayMs: Infinity })
    const pending = outcome(bridge.call('finish'))
    await vi.advanceTimersByTimeAsync(4999)
    expect(diagnostics).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toEqual({ error: new BridgeError(999) })
    expect((await pending as { error: BridgeError }).error).toMatchObject({ errcode: 999, errmsg: '请保持App为最新版本' })
    expect(diagnostics).toEqual([expect.objectContaining({ kind: 'not-ready' })])

    await expect(bridge.call('payV2', { channel: 'alipay', orderID: 'o', orderString: 's' })).rejects.toMatchObject({ errcode: 999 })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('honours readyTimeoutMs, and serves later calls if the bridge still turns up', async () => {
    const { bridge } = setup('android', { readyDelayMs: 3000, handlers: version }, { readyTimeoutMs: 1000 })
    const early = outcome(bridge.call('getAppVersion'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(await early).toEqual({ error: expect.objectContaining({ errcode: 999 }) })
    await vi.advanceTimersByTimeAsync(2000)
    await expect(bridge.call('getAppVersion')).resolves.toEqual({ version: '6.12.0' })
  })
})

describe('deadlines', () => {
  it.each(['getAppVersion', 'getClipboard', 'checkWx', 'checkCameraPerm', 'teenagerCanUse', 'getCurrentUserInfo'] as const)(
    'rejects the quick query %s with 999 when native does not answer in 5000 ms',
    async (op) => {
      const { bridge, native, diagnostics } = setup('android', { faults: { [op]: { drop: true } }, handlers: {} })
      const pending = outcome(bridge.call(op))
      await vi.advanceTimersByTimeAsync(4999)
      expect(native.calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await pending).toEqual({ error: expect.objectContaining({ errcode: 999, errmsg: '请保持App为最新版本' }) })
      expect(diagnostics).toEqual([expect.objectContaining({ kind: 'timeout', op })])
      expect(vi.getTimerCount()).toBe(0)
    },
  )

  it('gives checkAudioPerm the same deadline on Android', async () => {
    const { bridge } = setup('android')
    const pending = outcome(bridge.call('checkAudioPerm'))
    await vi.advanceTimersByTimeAsync(5000)
    expect(await pending).toEqual({ error: expect.objectContaining({ errcode: 999 }) })
  })

  it('lets interactive ops wait as long as the user takes', async () => {
    const { bridge } = setup('ios', { handlers: { faceVerify: () => ({ certifyID: 'c', passed: true }) }, faults: { faceVerify: { delayMs: 120_000 } } })
    const verifying = bridge.call('faceVerify', { certifyID: 'c' })
    await vi.advanceTimersByTimeAsync(119_999)
    expect(vi.getTimerCount()).toBe(1) // only native's own delay
    await vi.advanceTimersByTimeAsync(1)
    await expect(verifying).resolves.toEqual({ certifyID: 'c', passed: true })
  })

  it('takes timeoutMs per call: a deadline for an interactive op, none for a quick one', async () => {
    const { bridge } = setup('ios', { handlers: version, faults: { getAppVersion: { delayMs: 60_000 } } })
    const paying = outcome(bridge.call('payV2', { channel: 'alipay', orderID: 'o', orderString: 's' }, { timeoutMs: 2000 }))
    const version$ = bridge.call('getAppVersion', {}, { timeoutMs: Infinity })
    await vi.advanceTimersByTimeAsync(2000)
    expect(await paying).toEqual({ error: expect.objectContaining({ errcode: 999 }) })
    await vi.advanceTimersByTimeAsync(58_000)
    await expect(version$).resolves.toEqual({ version: '6.12.0' })
  })

  it('takes the quick-query deadline from queryTimeoutMs', async () => {
    const { bridge } = setup('ios', {}, { queryTimeoutMs: 800 })
    const pending = outcome(bridge.call('checkWx'))
    await vi.advanceTimersByTimeAsync(800)
    expect(await pending).toEqual({ error: expect.objectContaining({ errcode: 999 }) })
  })

  it('leaves no timer behind once a call is answered', async () => {
    const { bridge } = setup('ios', { handlers: version })
    await vi.advanceTimersByTimeAsync(1000) // the bootstrap frame's removal
    await bridge.call('getAppVersion')
    expect(vi.getTimerCount()).toBe(0)
  })
})
