import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint'

/** A window whose frames and visibility the test drives. */
function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: FrameRequestCallback[] = []
  const win = {
    document: { visibilityState },
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (handler: () => void, ms: number) => window.setTimeout(handler, ms),
    clearTimeout: (handle: number) => window.clearTimeout(handle),
  } as unknown as Window
  return { win, paintFrame: () => frames.splice(0).forEach((callback) => callback(0)) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('afterNextPaint', () => {
  it('resolves in a task after the next frame, not before it', async () => {
    vi.useFakeTimers()
    const { win, paintFrame } = fakeWindow('visible')
    const done = vi.fn()
    void afterNextPaint(win).then(done)
    await vi.advanceTimersByTimeAsync(50)
    expect(done).not.toHaveBeenCalled()
    paintFrame()
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toHaveBeenCalledOnce()
  })

  it('resolves at once on a hidden page, which paints no frames', async () => {
    const { win } = fakeWindow('hidden')
    await expect(afterNextPaint(win)).resolves.toBeUndefined()
  })

  it('gives up waiting for a frame after the fallback time', async () => {
    vi.useFakeTimers()
    const { win } = fakeWindow('visible')
    const done = vi.fn()
    void afterNextPaint(win, 100).then(done)
    await vi.advanceTimersByTimeAsync(99)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledOnce()
  })
})
