import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flush, outcome, PLATFORMS, setup } from './harness'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const slowVersion = {
  handlers: { getAppVersion: () => ({ version: '6.12.0' }) },
  faults: { getAppVersion: { delayMs: 1000 } },
}

describe.each(PLATFORMS)('aborting a call on %s', (platform) => {
  it('rejects 997 at once and sends nothing when the signal is already aborted', async () => {
    const { bridge, native } = setup(platform, slowVersion)
    const result = await outcome(bridge.call('getAppVersion', {}, { signal: AbortSignal.abort() }))
    expect(result).toEqual({ error: expect.objectContaining({ errcode: 997, errmsg: '操作已取消' }) })
    await flush()
    expect(native.calls).toEqual([])
  })

  it('takes a queued call out of the queue, so it is never sent', async () => {
    const { bridge, native } = setup(platform, { ...slowVersion, readyDelayMs: 500 })
    const controller = new AbortController()
    const pending = outcome(bridge.call('getAppVersion', {}, { signal: controller.signal }))
    controller.abort()
    expect(await pending).toEqual({ error: expect.objectContaining({ errcode: 997 }) })
    await vi.advanceTimersByTimeAsync(2000)
    expect(native.ready).toBe(true)
    expect(native.calls).toEqual([])
  })

  it('settles an in-flight call, clears its deadline and listener, and reports the reply that comes later', async () => {
    const { bridge, diagnostics } = setup(platform, slowVersion)
    await vi.advanceTimersByTimeAsync(1000) // the bootstrap frame's removal (iOS)
    const controller = new AbortController()
    const add = vi.spyOn(controller.signal, 'addEventListener')
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    const pending = outcome(bridge.call('getAppVersion', {}, { signal: controller.signal }))
    await flush()
    expect(vi.getTimerCount()).toBe(2) // the 5000 ms deadline and native's 1000 ms delay
    controller.abort()
    expect(await pending).toEqual({ error: expect.objectContaining({ errcode: 997 }) })
    expect(vi.getTimerCount()).toBe(1) // only native's delay is left
    expect(remove).toHaveBeenCalledWith('abort', add.mock.calls[0]![1])

    await vi.advanceTimersByTimeAsync(1000)
    expect(diagnostics).toEqual([expect.objectContaining({ kind: 'late-reply', op: 'getAppVersion' })])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('removes its abort listener when the call is answered', async () => {
    const { bridge } = setup(platform, { handlers: slowVersion.handlers })
    const controller = new AbortController()
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    await expect(bridge.call('getAppVersion', {}, { signal: controller.signal })).resolves.toEqual({ version: '6.12.0' })
    expect(remove).toHaveBeenCalledTimes(1)
    controller.abort() // too late to matter
  })
})
