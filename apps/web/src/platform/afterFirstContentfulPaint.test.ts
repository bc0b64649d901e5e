import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstContentfulPaint, type PaintWindow } from './afterFirstContentfulPaint'

interface FakePage {
  win: PaintWindow
  /** Reports a paint entry to the page's observers. */
  paint(name: 'first-paint' | 'first-contentful-paint'): void
  /** Runs the queued frame callbacks. */
  frame(): void
  observing(): number
}

/** A window whose paints, frames and visibility the test drives. */
function fakePage({ visible = true, reportsPaints = true } = {}): FakePage {
  const observers = new Set<{ callback: PerformanceObserverCallback; self: PerformanceObserver }>()
  const frames: FrameRequestCallback[] = []
  class FakeObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'navigation'] : ['navigation']
    private readonly entry: { callback: PerformanceObserverCallback; self: PerformanceObserver }
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, self: this as unknown as PerformanceObserver }
    }
    observe() {
      observers.add(this.entry)
    }
    disconnect() {
      observers.delete(this.entry)
    }
  }
  const win = {
    document: { visibilityState: visible ? 'visible' : 'hidden' },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (handler: () => void, ms: number) => window.setTimeout(handler, ms),
    clearTimeout: (handle: number) => window.clearTimeout(handle),
  } as unknown as PaintWindow
  return {
    win,
    paint(name) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList
      for (const { callback, self } of [...observers]) callback(list, self)
    },
    frame: () => frames.splice(0).forEach((callback) => callback(0)),
    observing: () => observers.size,
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, not any paint, then stops observing', async () => {
    vi.useFakeTimers()
    const page = fakePage()
    const done = vi.fn()
    void afterFirstContentfulPaint(page.win).then(done)
    page.paint('first-paint')
    await vi.advanceTimersByTimeAsync(100)
    expect(done).not.toHaveBeenCalled()
    page.paint('first-contentful-paint')
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toHaveBeenCalledOnce()
    expect(page.observing()).toBe(0)
  })

  it('waits for the next frame where the browser reports no paints', async () => {
    vi.useFakeTimers()
    const page = fakePage({ reportsPaints: false })
    const done = vi.fn()
    void afterFirstContentfulPaint(page.win).then(done)
    await vi.advanceTimersByTimeAsync(50)
    expect(done).not.toHaveBeenCalled()
    page.frame()
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toHaveBeenCalledOnce()
  })

  it('resolves at once on a hidden page, which paints nothing', async () => {
    const page = fakePage({ visible: false })
    await expect(afterFirstContentfulPaint(page.win)).resolves.toBeUndefined()
    expect(page.observing()).toBe(0)
  })

  it('gives up waiting after the fallback time', async () => {
    vi.useFakeTimers()
    const page = fakePage()
    const done = vi.fn()
    void afterFirstContentfulPaint(page.win, 300).then(done)
    await vi.advanceTimersByTimeAsync(299)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledOnce()
    expect(page.observing()).toBe(0)
  })
})
