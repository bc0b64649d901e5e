import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_TTL_MS, reloadPageOnce } from './reloadPageOnce'

/** A window with a working sessionStorage, or one whose storage access throws (Safari private mode, policy). */
function fakeWindow(href: string, { blockedStorage = false } = {}) {
  const reload = vi.fn()
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
  const win = { location: { href, reload } } as unknown as Window
  Object.defineProperty(win, 'sessionStorage', {
    get: () => {
      if (blockedStorage) throw new DOMException('blocked', 'SecurityError')
      return storage
    },
  })
  return { win, reload, items }
}

describe('reloadPageOnce', () => {
  it('reloads the first time and remembers the address', () => {
    const { win, reload, items } = fakeWindow('https://h5.example.com/test/comp')
    expect(reloadPageOnce(win, 1_000)).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
    expect(JSON.parse(items.get(CHUNK_RELOAD_KEY)!)).toEqual({ url: 'https://h5.example.com/test/comp', at: 1_000 })
  })

  it('does not reload the same address again within the guard window', () => {
    const { win, reload } = fakeWindow('https://h5.example.com/test/comp')
    reloadPageOnce(win, 1_000)
    expect(reloadPageOnce(win, 1_000 + CHUNK_RELOAD_TTL_MS - 1)).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('reloads again once the guard window has passed', () => {
    const { win, reload } = fakeWindow('https://h5.example.com/test/comp')
    reloadPageOnce(win, 1_000)
    expect(reloadPageOnce(win, 1_000 + CHUNK_RELOAD_TTL_MS)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('reloads for another address', () => {
    const first = fakeWindow('https://h5.example.com/a')
    reloadPageOnce(first.win, 1_000)
    const second = fakeWindow('https://h5.example.com/b')
    second.items.set(CHUNK_RELOAD_KEY, first.items.get(CHUNK_RELOAD_KEY)!)
    expect(reloadPageOnce(second.win, 1_001)).toBe(true)
  })

  it('ignores a malformed mark', () => {
    const { win, items } = fakeWindow('https://h5.example.com/a')
    items.set(CHUNK_RELOAD_KEY, '{not json')
    expect(reloadPageOnce(win, 1_000)).toBe(true)
  })

  it('never reloads without sessionStorage, since nothing would stop a loop', () => {
    const { win, reload } = fakeWindow('https://h5.example.com/a', { blockedStorage: true })
    expect(reloadPageOnce(win, 1_000)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
