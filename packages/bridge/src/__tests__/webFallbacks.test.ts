import { describe, expect, it, vi } from 'vitest'
import { BridgeError, createBridge, OPS, type BridgeOptions, type OpName } from '..'
import { outcome, setup, USER_AGENTS } from './harness'
import { SAMPLES } from './samples'

/** A phone browser outside the app, as far as the fallbacks use it; every platform API is a spy. */
function browser(apis: { share?: unknown; clipboard?: unknown; play?: () => Promise<void> } = {}) {
  const audio = { src: '', loop: false, play: vi.fn(apis.play ?? (() => Promise.resolve())), pause: vi.fn() }
  const win = {
    navigator: { userAgent: USER_AGENTS.web, share: apis.share, clipboard: apis.clipboard },
    history: { back: vi.fn() },
    location: { hostname: 'h5.example.com', assign: vi.fn() },
    document: { createElement: vi.fn(() => audio) },
  }
  return { win, audio }
}

function webBridge(win: object, options: Omit<BridgeOptions, 'window'> = {}) {
  return createBridge({ ...options, window: win as unknown as Window })
}

const domError = (name: string) => Object.assign(new Error(name), { name })

describe('outside the app (no pid/ in the user agent)', () => {
  it('says so: platform web, not in the app', () => {
    expect(webBridge(browser().win)).toMatchObject({ platform: 'web', inApp: false })
  })

  it('goes back with history.back()', async () => {
    const { win } = browser()
    await expect(webBridge(win).call('back')).resolves.toEqual({})
    expect(win.history.back).toHaveBeenCalledTimes(1)
  })

  it('reports WeChat present for checkWx', async () => {
    await expect(webBridge(browser().win).call('checkWx')).resolves.toEqual({ installed: true })
  })

  it('shares through the Web Share API; a dismissed sheet is 997, a refused one 994, none at all 998', async () => {
    const share = vi.fn(() => Promise.resolve())
    const { win } = browser({ share })
    await expect(webBridge(win).call('share', SAMPLES.share.data)).resolves.toEqual({ channel: 'system' })
    expect(share).toHaveBeenCalledWith({ title: '红包', text: '快来抢', url: SAMPLES.share.data.link })

    share.mockRejectedValueOnce(domError('AbortError'))
    await expect(webBridge(win).call('share', SAMPLES.share.data)).rejects.toMatchObject({ errcode: 997 })
    share.mockRejectedValueOnce(domError('NotAllowedError'))
    await expect(webBridge(win).call('share', SAMPLES.share.data)).rejects.toMatchObject({ errcode: 994 })
    await expect(webBridge(browser().win).call('share', SAMPLES.share.data)).rejects.toMatchObject({ errcode: 998 })
  })

  it('reads the clipboard; refused is 994, no Clipboard API is 998', async () => {
    const readText = vi.fn(() => Promise.resolve('邀请码 AB12CD'))
    const bridge = webBridge(browser({ clipboard: { readText } }).win)
    await expect(bridge.call('getClipboard')).resolves.toEqual({ text: '邀请码 AB12CD' })
    readText.mockRejectedValueOnce(domError('NotAllowedError'))
    await expect(bridge.call('getClipboard')).rejects.toMatchObject({ errcode: 994, errmsg: '当前浏览器无法完成此操作' })
    await expect(webBridge(browser().win).call('getClipboard')).rejects.toMatchObject({ errcode: 998 })
  })

  it('navigates for openURLOutApp, after checking the URL', async () => {
    const { win } = browser()
    const bridge = webBridge(win)
    await expect(bridge.call('openURLOutApp', { url: 'https://www.example.com' })).resolves.toEqual({})
    expect(win.location.assign).toHaveBeenCalledWith('https://www.example.com/')
    await expect(bridge.call('openURLOutApp', { url: 'javascript:alert(1)' })).rejects.toMatchObject({ errcode: 996 })
    expect(win.location.assign).toHaveBeenCalledTimes(1)
  })

  it('shows the page toast for showToast, or rejects 998 without one', async () => {
    const webToast = vi.fn()
    await expect(webBridge(browser().win, { webToast }).call('showToast', { message: '已复制', duration: 2000 })).resolves.toEqual({})
    expect(webToast).toHaveBeenCalledWith('已复制', 2000)
    await expect(webBridge(browser().win).call('showToast', { message: '已复制' })).rejects.toMatchObject({
      errcode: 998,
      errmsg: '请在App内打开',
    })
  })

  it('plays, pauses, resumes and stops audio with one HTMLAudioElement', async () => {
    const { win, audio } = browser()
    const bridge = webBridge(win)
    await bridge.call('playAudio', { url: 'https://cdn.example.com/bgm.mp3', loop: true })
    expect(audio).toMatchObject({ src: 'https://cdn.example.com/bgm.mp3', loop: true })
    expect(audio.play).toHaveBeenCalledTimes(1)
    await bridge.call('pauseAudio')
    expect(audio.pause).toHaveBeenCalledTimes(1)
    await bridge.call('resumeAudio')
    expect(audio.play).toHaveBeenCalledTimes(2)
    await bridge.call('stopPlayAudio')
    expect(audio.pause).toHaveBeenCalledTimes(2)
    await bridge.call('resumeAudio') // nothing left to resume
    expect(audio.play).toHaveBeenCalledTimes(2)
  })

  it('rejects 994 when the browser refuses to play (autoplay policy)', async () => {
    const bridge = webBridge(browser({ play: () => Promise.reject(domError('NotAllowedError')) }).win)
    await expect(bridge.call('playAudio', { url: 'https://cdn.example.com/a.mp3' })).rejects.toMatchObject({ errcode: 994 })
  })

  const WITH_FALLBACK: OpName[] = ['back', 'checkWx', 'share', 'getClipboard', 'openURLOutApp', 'showToast', 'playAudio', 'pauseAudio', 'resumeAudio', 'stopPlayAudio']

  it.each(OPS.filter((op) => !WITH_FALLBACK.includes(op)))('rejects %s with 998 请在App内打开', async (op) => {
    const result = await outcome((webBridge(browser().win).call as (op: OpName, data: unknown) => Promise<unknown>)(op, SAMPLES[op].data))
    expect(result).toEqual({ error: expect.any(BridgeError) })
    expect((result as { error: BridgeError }).error).toMatchObject({ errcode: 998, errmsg: '请在App内打开' })
  })
})

describe('checkAudioPerm in the app', () => {
  it('resolves granted on iOS without asking native (docs/native-contract.md)', async () => {
    const { bridge, native } = setup('ios', { handlers: { checkAudioPerm: () => ({ granted: false }) } })
    await expect(bridge.call('checkAudioPerm')).resolves.toEqual({ granted: true })
    expect(native.calls).toEqual([])
  })

  it('asks native on Android', async () => {
    const { bridge, native } = setup('android', { handlers: { checkAudioPerm: () => ({ granted: false }) } })
    await expect(bridge.call('checkAudioPerm')).resolves.toEqual({ granted: false })
    expect(native.calls).toEqual([{ op: 'checkAudioPerm', data: {} }])
  })
})
