import { describe, expect, it, vi } from 'vitest'
import { flush, PLATFORMS, setup as setupBridge } from './harness'

/** A bridge whose bootstrap has finished, so its native -> page handlers are registered. */
async function setup(platform: (typeof PLATFORMS)[number]) {
  const parts = setupBridge(platform)
  await flush()
  return parts
}

const share = { title: '红包来啦', desc: '手慢无', link: 'https://h5.example.com/redpacket/open?redpacketID=rp_1', imgUrl: '' }

describe.each(PLATFORMS)('native -> page on %s', (platform) => {
  it('runs every backPressed handler and tells native the page took it, until unsubscribed', async () => {
    const { bridge, native } = await setup(platform)
    const first = vi.fn()
    const second = vi.fn()
    const offFirst = bridge.on('backPressed', first)
    const offSecond = bridge.on('backPressed', second)
    await expect(native.callPage('onBackPressed')).resolves.toEqual({ handled: true })
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)

    offFirst()
    offSecond()
    await expect(native.callPage('onBackPressed')).resolves.toEqual({ handled: false })
    expect(first).toHaveBeenCalledTimes(1)
  })

  it('raises pageActive', async () => {
    const { bridge, native } = await setup(platform)
    const onActive = vi.fn()
    bridge.on('pageActive', onActive)
    await native.callPage('onPageActive', { from: 'recharge' })
    expect(onActive).toHaveBeenCalledTimes(1)
  })

  it('answers getShareInfo from the latest shareInfo handler, sync or async', async () => {
    const { bridge, native } = await setup(platform)
    bridge.on('shareInfo', () => ({ ...share, title: '旧的' }))
    const off = bridge.on('shareInfo', async () => share)
    await expect(native.callPage('getShareInfo')).resolves.toEqual(share)
    off()
    await expect(native.callPage('getShareInfo')).resolves.toEqual({ ...share, title: '旧的' })
  })

  it('answers getShareInfo errcode 404 when the page set no share info', async () => {
    const { native } = await setup(platform)
    await expect(native.callPage('getShareInfo')).resolves.toEqual({ errcode: 404 })
  })

  it('answers errcode 500 and reports when the share handler fails or gives an unsafe link', async () => {
    const { bridge, native, diagnostics } = await setup(platform)
    const off = bridge.on('shareInfo', () => {
      throw new Error('no data yet')
    })
    await expect(native.callPage('getShareInfo')).resolves.toEqual({ errcode: 500 })
    off()
    bridge.on('shareInfo', () => ({ ...share, link: 'javascript:alert(1)' }))
    await expect(native.callPage('getShareInfo')).resolves.toEqual({ errcode: 500 })
    expect(diagnostics).toEqual([
      { kind: 'handler-error', event: 'shareInfo' },
      { kind: 'handler-error', event: 'shareInfo' },
    ])
  })

  it('checks the share picture too: an unsafe imgUrl is refused, a safe one goes in its parsed form', async () => {
    const { bridge, native } = await setup(platform)
    const off = bridge.on('shareInfo', () => ({ ...share, imgUrl: 'file:///sdcard/a.png' }))
    await expect(native.callPage('getShareInfo')).resolves.toEqual({ errcode: 500 })
    off()
    bridge.on('shareInfo', () => ({ ...share, imgUrl: ' HTTPS://CDN.Example.com/a.png' }))
    await expect(native.callPage('getShareInfo')).resolves.toEqual({ ...share, imgUrl: 'https://cdn.example.com/a.png' })
  })

  it('runs the other handlers when one throws, and reports it', async () => {
    const { bridge, native, diagnostics } = await setup(platform)
    bridge.on('backPressed', () => {
      throw new Error('bug in a page')
    })
    const after = vi.fn()
    bridge.on('backPressed', after)
    await expect(native.callPage('onBackPressed')).resolves.toEqual({ handled: true })
    expect(after).toHaveBeenCalled()
    await flush()
    expect(diagnostics).toEqual([{ kind: 'handler-error', event: 'backPressed' }])
  })

  it('reports a handler that rejects instead of leaving an unhandled rejection', async () => {
    const { bridge, native, diagnostics } = await setup(platform)
    bridge.on('pageActive', (async () => {
      throw new Error('refresh failed')
    }) as () => void)
    await expect(native.callPage('onPageActive')).resolves.toEqual({ handled: true })
    await flush()
    expect(diagnostics).toEqual([{ kind: 'handler-error', event: 'pageActive' }])
  })

  it('calls handlers the page subscribed after the bridge became ready', async () => {
    const { bridge, native } = await setup(platform)
    const onBack = vi.fn()
    bridge.on('backPressed', onBack)
    await native.callPage('onBackPressed')
    expect(onBack).toHaveBeenCalled()
  })
})
