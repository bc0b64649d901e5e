import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOADS_KEY, reloadPageOnce } from './reloadPageOnce'

/** A window with a working sessionStorage, or one whose storage access throws (Safari private mode, policy). */
function fakeWindow(href: string, { blockedStorage = false, onLine = true } = {}) {
  const reload = vi.fn()
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
  const url = new URL(href)
  const win = { location: { href, pathname: url.pathname, reload }, navigator: { onLine } } as unknown as Window
  Object.defineProperty(win, 'sessionStorage', {
    get: () => {
      if (blockedStorage) throw new DOMException('blocked', 'SecurityError')
      return storage
    },
  })
  return { win, reload, items }
}

describe('reloadPageOnce', () => {
  it('reloads the first time and counts the reload against the path', () => {
    const { win, reload, items } = fakeWindow('https://h5.example.com/test/comp')
    expect(reloadPageOnce(win)).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
    expect(JSON.parse(items.get(CHUNK_RELOADS_KEY)!)).toEqual({ '/test/comp': 1 })
  })

  it('does not reload the same path a second time in the session, however slow the cycle', () => {
    const { win, reload } = fakeWindow('https://h5.example.com/test/comp')
    const now = vi.spyOn(Date, 'now')
    now.mockReturnValue(1_000)
    reloadPageOnce(win)
    // A weak network or a CDN still serving a removed chunk: the reload fails again 30 s later.
    now.mockReturnValue(31_000)
    expect(reloadPageOnce(win)).toBe(false)
    now.mockReturnValue(3_600_000)
    expect(reloadPageOnce(win)).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('counts the path, not the query: another query of the same page is not a new chance', () => {
    const first = fakeWindow('https://h5.example.com/redpacket/open?redpacketID=rp_1')
    reloadPageOnce(first.win)
    const second = fakeWindow('https://h5.example.com/redpacket/open?redpacketID=rp_2')
    second.items.set(CHUNK_RELOADS_KEY, first.items.get(CHUNK_RELOADS_KEY)!)
    expect(reloadPageOnce(second.win)).toBe(false)
  })

  it('keeps no query or hash: a token in the address never reaches storage', () => {
    const { win, items } = fakeWindow('https://h5.example.com/redpacket/open?accessToken=secret&openID=o#x')
    reloadPageOnce(win)
    expect(items.get(CHUNK_RELOADS_KEY)).toBe(JSON.stringify({ '/redpacket/open': 1 }))
  })

  it('reloads for another path', () => {
    const first = fakeWindow('https://h5.example.com/a')
    reloadPageOnce(first.win)
    const second = fakeWindow('https://h5.example.com/b')
    second.items.set(CHUNK_RELOADS_KEY, first.items.get(CHUNK_RELOADS_KEY)!)
    expect(reloadPageOnce(second.win)).toBe(true)
    expect(JSON.parse(second.items.get(CHUNK_RELOADS_KEY)!)).toEqual({ '/a': 1, '/b': 1 })
  })

  it('never reloads while offline: the web view would show its own error page and lose the page', () => {
    const { win, reload, items } = fakeWindow('https://h5.example.com/a', { onLine: false })
    expect(reloadPageOnce(win)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    // Not counted: once the network is back, the path still has its reload.
    expect(items.has(CHUNK_RELOADS_KEY)).toBe(false)
  })

  it.each(['{not json', '[1]', '{"/a":"x"}', 'null'])('reads a malformed record (%s) as no reloads yet', (record) => {
    const { win, items } = fakeWindow('https://h5.example.com/a')
    items.set(CHUNK_RELOADS_KEY, record)
    expect(reloadPageOnce(win)).toBe(true)
  })

  it('never reloads without sessionStorage, since nothing would stop a loop', () => {
    const { win, reload } = fakeWindow('https://h5.example.com/a', { blockedStorage: true })
    expect(reloadPageOnce(win)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
