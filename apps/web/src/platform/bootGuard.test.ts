import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOT_FAILURE_KEY, BOOT_GUARD_GLOBAL, failBoot, markAppStarted, takeBootFailure } from './bootGuard'

afterEach(() => {
  sessionStorage.clear()
  Reflect.deleteProperty(window, BOOT_GUARD_GLOBAL)
})

function installGuard() {
  const guard = { fail: vi.fn(), started: vi.fn() }
  Object.defineProperty(window, BOOT_GUARD_GLOBAL, { value: guard, configurable: true })
  return guard
}

describe('failBoot', () => {
  it('shows the guard’s retry screen and remembers the failure for the next start', () => {
    const guard = installGuard()
    window.history.replaceState(null, '', '/redpacket/open?accessToken=secret&openID=o')
    failBoot(window, new TypeError('Failed to fetch dynamically imported module: /assets/start-X.js'))
    expect(guard.fail).toHaveBeenCalledOnce()
    const stored = sessionStorage.getItem(BOOT_FAILURE_KEY)!
    expect(JSON.parse(stored)).toEqual({
      path: '/redpacket/open',
      error: 'TypeError: Failed to fetch dynamically imported module: /assets/start-X.js',
    })
    // Only the path: the query carried the user's tokens.
    expect(stored).not.toContain('secret')
  })

  it('rethrows where there is no guard (the dev server’s index.html)', () => {
    const error = new Error('boom')
    expect(() => failBoot(window, error)).toThrow(error)
  })

  it('still shows the screen when storage refuses the note', () => {
    const guard = installGuard()
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError') } } as unknown as Storage
    failBoot(window, new Error('x'), full)
    expect(guard.fail).toHaveBeenCalledOnce()
  })
})

describe('markAppStarted', () => {
  it('tells the guard, and is harmless without one', () => {
    expect(() => markAppStarted(window)).not.toThrow()
    const guard = installGuard()
    markAppStarted(window)
    expect(guard.started).toHaveBeenCalledOnce()
  })
})

describe('takeBootFailure', () => {
  it('returns the remembered failure once', () => {
    sessionStorage.setItem(BOOT_FAILURE_KEY, JSON.stringify({ path: '/a', error: 'TypeError: x' }))
    expect(takeBootFailure(sessionStorage)).toEqual({ path: '/a', error: 'TypeError: x' })
    expect(takeBootFailure(sessionStorage)).toBeNull()
  })

  it.each(['{not json', '{"path":1,"error":"x"}', '"text"'])('reads a malformed note (%s) as none, and drops it', (raw) => {
    sessionStorage.setItem(BOOT_FAILURE_KEY, raw)
    expect(takeBootFailure(sessionStorage)).toBeNull()
    expect(sessionStorage.getItem(BOOT_FAILURE_KEY)).toBeNull()
  })

  it('answers null without storage', () => {
    expect(takeBootFailure(undefined)).toBeNull()
  })
})
