import { describe, expect, it, vi } from 'vitest'
import { afterStartup, STARTUP_MS } from './afterStartup'

/** A window whose clock, load state, timers and idle callbacks the test drives. */
function fakeWindow({ now, loaded }: { now: number; loaded: boolean }) {
  const timers: { at: number; run: () => void }[] = []
  const idle: (() => void)[] = []
  const target = new EventTarget()
  let clock = now
  const win = Object.assign(target, {
    document: { readyState: loaded ? 'complete' : 'interactive' },
    performance: { now: () => clock },
    setTimeout: (run: () => void, ms: number) => timers.push({ at: clock + ms, run }),
    clearTimeout: vi.fn(),
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: vi.fn(),
  }) as unknown as Window
  return {
    win,
    /** Moves the clock to `to` and runs the timers due by then. */
    advanceTo(to: number) {
      clock = to
      for (const timer of timers.splice(0)) {
        if (timer.at <= to) timer.run()
        else timers.push(timer)
      }
    },
    runIdle: () => idle.splice(0).forEach((run) => run()),
    load: () => target.dispatchEvent(new Event('load')),
  }
}

describe('afterStartup', () => {
  it('waits for the load event, the end of start-up and then an idle moment', () => {
    const page = fakeWindow({ now: 200, loaded: false })
    const task = vi.fn()
    afterStartup(task, page.win)
    page.advanceTo(STARTUP_MS + 100)
    page.runIdle()
    expect(task).not.toHaveBeenCalled() // not loaded yet

    page.load()
    page.advanceTo(STARTUP_MS + 100)
    expect(task).not.toHaveBeenCalled() // start-up is over, but the main thread was not idle yet
    page.runIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  it('does not wait for start-up again on a page that has been up longer', () => {
    const page = fakeWindow({ now: STARTUP_MS + 5000, loaded: true })
    const task = vi.fn()
    afterStartup(task, page.win)
    page.advanceTo(STARTUP_MS + 5000)
    page.runIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs nothing once cancelled', () => {
    const page = fakeWindow({ now: 100, loaded: false })
    const task = vi.fn()
    afterStartup(task, page.win)()
    page.load()
    page.advanceTo(STARTUP_MS)
    page.runIdle()
    expect(task).not.toHaveBeenCalled()
  })
})
