import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOT_FAILURE_KEY } from './bootGuard'
import { createMonitor } from './monitor'
import { PlatformError } from './PlatformError'
import { reportAppFailures } from './reportAppFailures'

/** Runs a scheduled task at once: these tests are about what is reported, not when. */
const now = (task: () => void) => task()

afterEach(() => sessionStorage.clear())

/** A window of its own per test, so listeners added by one test never hear another's events. */
function freshWindow(): Window {
  const target = new EventTarget()
  return Object.assign(target, { sessionStorage }) as unknown as Window
}

function rejectionEvent(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason })
}

describe('reportAppFailures', () => {
  it('reports the boot failure an earlier load remembered, once', () => {
    sessionStorage.setItem(BOOT_FAILURE_KEY, JSON.stringify({ path: '/redpacket/open', error: 'TypeError: failed /assets/start-X.js' }))
    const report = vi.fn()
    reportAppFailures(freshWindow(), { report }, now)
    expect(report).toHaveBeenCalledOnce()
    const error = report.mock.calls[0]![0] as PlatformError
    expect(error).toBeInstanceOf(PlatformError)
    expect(error.code).toBe('boot-failure')
    expect(error.cause).toBe('/redpacket/open: TypeError: failed /assets/start-X.js')

    const again = vi.fn()
    reportAppFailures(freshWindow(), { report: again }, now)
    expect(again).not.toHaveBeenCalled()
  })

  it('reports nothing when the last start went well', () => {
    const report = vi.fn()
    reportAppFailures(freshWindow(), { report }, now)
    expect(report).not.toHaveBeenCalled()
  })

  it('reports every unhandled rejection from then on', () => {
    const report = vi.fn()
    const win = freshWindow()
    reportAppFailures(win, { report }, now)
    const reason = new Error('nobody caught me')
    win.dispatchEvent(rejectionEvent(reason))
    expect(report).toHaveBeenCalledWith(reason)
  })

  it('reads the remembered failure only once idle: the storage read is a wait at start-up', () => {
    sessionStorage.setItem(BOOT_FAILURE_KEY, JSON.stringify({ path: '/', error: 'TypeError: x' }))
    const idle: (() => void)[] = []
    const report = vi.fn()
    reportAppFailures(freshWindow(), { report }, (task) => idle.push(task))
    expect(report).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(BOOT_FAILURE_KEY)).not.toBeNull()
    for (const task of idle) task()
    expect(report).toHaveBeenCalledOnce()
  })

  it('gets the failure to monitoring started after it, as start.tsx starts them', async () => {
    sessionStorage.setItem(BOOT_FAILURE_KEY, JSON.stringify({ path: '/redpacket/open', error: 'TypeError: x' }))
    const idle: (() => void)[] = []
    const schedule = (task: () => void) => idle.push(task)
    const capture = vi.fn()
    const monitor = createMonitor({ loadSdk: async () => ({ initSentry: () => capture }), schedule })
    reportAppFailures(freshWindow(), monitor, schedule)
    monitor.start({ dsn: 'https://k@o.ingest.example.com/1', hostname: 'h5.example.com' })
    for (const task of idle.splice(0)) task()
    await vi.waitFor(() => expect(capture).toHaveBeenCalledOnce())
    expect((capture.mock.calls[0]![0] as PlatformError).code).toBe('boot-failure')
  })
})
