// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bridge, createBridge } from '..'

describe('without a window (Node, SSR)', () => {
  it('imports cleanly and makes the default bridge only on first use, outside the app', async () => {
    expect(typeof window).toBe('undefined')
    expect(bridge.inApp).toBe(false)
    expect(bridge.platform).toBe('web')
    await expect(bridge.call('back')).rejects.toMatchObject({ errcode: 998, errmsg: '请在App内打开' })
  })

  it('rejects every op with 998, fallbacks included, when there is no window to fall back to', async () => {
    const bare = createBridge()
    await expect(bare.call('checkWx')).rejects.toMatchObject({ errcode: 998 })
    await expect(bare.call('showToast', { message: 'x' })).rejects.toMatchObject({ errcode: 998 })
  })
})
