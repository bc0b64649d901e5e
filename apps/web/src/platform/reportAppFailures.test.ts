import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOT_FAILURE_KEY } from './bootGuard'
import { PlatformError } from './PlatformError'
import { reportAppFailures } from './reportAppFailures'

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
    reportAppFailures(freshWindow(), { report })
    expect(report).toHaveBeenCalledOnce()
    const error = report.mock.calls[0]![0] as PlatformError
    expect(error).toBeInstanceOf(PlatformError)
    expect(error.code).toBe('boot-failure')
    expect(error.cause).toBe('/redpacket/open: TypeError: failed /assets/start-X.js')

    const again = vi.fn()
    reportAppFailures(freshWindow(), { report: again })
    expect(again).not.toHaveBeenCalled()
  })

  it('reports nothing when the last start went well', () => {
    const report = vi.fn()
    reportAppFailures(freshWindow(), { report })
    expect(report).not.toHaveBeenCalled()
  })

  it('reports every unhandled rejection from then on', () => {
    const report = vi.fn()
    const win = freshWindow()
    reportAppFailures(win, { report })
    const reason = new Error('nobody caught me')
    win.dispatchEvent(rejectionEvent(reason))
    expect(report).toHaveBeenCalledWith(reason)
  })
})
