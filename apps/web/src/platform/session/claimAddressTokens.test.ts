import { beforeEach, describe, expect, it, vi } from 'vitest'
import { claimAddressTokens } from './claimAddressTokens'
import { createSessionStore, EMPTY_SESSION, type SessionStore } from './sessionStore'
import { readStoredSession, SESSION_STORAGE_KEY } from './storedSession'

const TOKENS = { accessToken: 'token-a', openID: 'open-b' }
const address = () => `${location.pathname}${location.search}${location.hash}`
let store: SessionStore

beforeEach(() => {
  sessionStorage.clear()
  store = createSessionStore()
  vi.restoreAllMocks()
})

describe('claimAddressTokens', () => {
  it('takes both tokens out of the address, keeps the rest and the router state, and keeps them in memory and storage', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '', '/redpacket/open?redpacketID=rp_1&accessToken=token-a&openID=open-b&channel=im#top')
    expect(claimAddressTokens(window, store, sessionStorage)).toEqual(TOKENS)
    expect(address()).toBe('/redpacket/open?redpacketID=rp_1&channel=im#top')
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 3 })
    expect(store.get()).toEqual({ status: 'unresolved', tokens: TOKENS, userID: null, source: 'address' })
    expect(readStoredSession(sessionStorage)).toEqual({ tokens: TOKENS, userID: null })
  })

  it('stores under the family-neutral key h5:session', () => {
    window.history.replaceState(null, '', '/wallet?accessToken=token-a&openID=open-b')
    claimAddressTokens(window, store, sessionStorage)
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({ ...TOKENS, userID: null })
  })

  it('drops a lone or empty token from the address too, but claims nothing', () => {
    window.history.replaceState(null, '', '/redpacket/open?redpacketID=rp_1&accessToken=token-a&openID=')
    expect(claimAddressTokens(window, store, sessionStorage)).toBeNull()
    expect(location.search).toBe('?redpacketID=rp_1')
    expect(store.get()).toBe(EMPTY_SESSION)
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('leaves an address without tokens alone', () => {
    window.history.replaceState(null, '', '/redpacket/open?redpacketID=rp_1')
    const replace = vi.spyOn(window.history, 'replaceState')
    expect(claimAddressTokens(window, store, sessionStorage)).toBeNull()
    expect(replace).not.toHaveBeenCalled()
  })

  it('never blocks the page when replaceState throws: the tokens are still kept', () => {
    window.history.replaceState(null, '', '/redpacket/open?accessToken=token-a&openID=open-b')
    vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(() => claimAddressTokens(window, store, sessionStorage)).not.toThrow()
    expect(store.get().tokens).toEqual(TOKENS)
    expect(readStoredSession(sessionStorage)).toEqual({ tokens: TOKENS, userID: null })
  })

  it('keeps the tokens in memory when storage refuses to store', () => {
    window.history.replaceState(null, '', '/redpacket/open?accessToken=token-a&openID=open-b')
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError') } } as unknown as Storage
    expect(claimAddressTokens(window, store, full)).toEqual(TOKENS)
    expect(location.search).toBe('')
    expect(store.get().tokens).toEqual(TOKENS)
  })

  it('keeps the tokens in memory when storage is disabled (reading sessionStorage throws)', () => {
    window.history.replaceState(null, '', '/redpacket/open?accessToken=token-a&openID=open-b')
    const win = Object.create(window, {
      location: { get: () => window.location },
      history: { get: () => window.history },
      sessionStorage: { get: () => { throw new DOMException('denied', 'SecurityError') } },
    }) as Window
    expect(claimAddressTokens(win, store)).toEqual(TOKENS)
    expect(location.search).toBe('')
    expect(store.get().tokens).toEqual(TOKENS)
  })
})
