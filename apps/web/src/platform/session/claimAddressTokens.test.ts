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
  it('takes both tokens out of the address, keeps the rest and the router state, and keeps them in memory, unresolved', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '', '/redpacket/open?redpacketID=rp_1&accessToken=token-a&openID=open-b&channel=im#top')
    expect(claimAddressTokens(window, store)).toEqual(TOKENS)
    expect(address()).toBe('/redpacket/open?redpacketID=rp_1&channel=im#top')
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 3 })
    expect(store.get()).toEqual({ status: 'unresolved', tokens: TOKENS, userID: null, source: 'address' })
  })

  it('stores nothing: the tokens are a claim until native confirms its user (resolveSession.ts)', () => {
    window.history.replaceState(null, '', '/wallet?accessToken=token-a&openID=open-b')
    claimAddressTokens(window, store)
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(readStoredSession(sessionStorage)).toBeNull()
  })

  it('drops a lone or empty token from the address too, but claims nothing', () => {
    window.history.replaceState(null, '', '/redpacket/open?redpacketID=rp_1&accessToken=token-a&openID=')
    expect(claimAddressTokens(window, store)).toBeNull()
    expect(location.search).toBe('?redpacketID=rp_1')
    expect(store.get()).toBe(EMPTY_SESSION)
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('leaves an address without tokens alone', () => {
    window.history.replaceState(null, '', '/redpacket/open?redpacketID=rp_1')
    const replace = vi.spyOn(window.history, 'replaceState')
    expect(claimAddressTokens(window, store)).toBeNull()
    expect(replace).not.toHaveBeenCalled()
  })

  it('never blocks the page when replaceState throws: the tokens are still kept', () => {
    window.history.replaceState(null, '', '/redpacket/open?accessToken=token-a&openID=open-b')
    vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(() => claimAddressTokens(window, store)).not.toThrow()
    expect(store.get().tokens).toEqual(TOKENS)
  })
})
