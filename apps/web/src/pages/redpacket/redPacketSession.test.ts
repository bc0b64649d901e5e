import { BridgeError } from '@h5/bridge'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readStoredTokens, TOKENS_STORAGE_KEY } from '../../platform/storedTokens'
import { claimUrlTokens, resolveSession } from './redPacketSession'

const TOKENS = { accessToken: 'token-a', openID: 'open-b' }
const NATIVE_USER = { userID: 1, nickName: '小鹿', avatar: '', accessToken: 'native-token', openID: 'native-open' }

/** A bridge whose getCurrentUserInfo answers `answer` (or rejects with it when it is an Error). */
function fakeBridge(answer: unknown, inApp = true) {
  const call = vi.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)))
  return { inApp, call: call as never, calls: call }
}

beforeEach(() => {
  sessionStorage.clear()
  window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '', '/')
})

describe('claimUrlTokens', () => {
  it('takes both tokens out of the address, keeps the rest and the router state, and stores them', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '', '/redpacket/open?redpacketID=rp_1&accessToken=token-a&openID=open-b&channel=im#top')
    expect(claimUrlTokens(window, sessionStorage)).toEqual(TOKENS)
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/redpacket/open?redpacketID=rp_1&channel=im#top')
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 3 })
    expect(readStoredTokens(sessionStorage)).toEqual(TOKENS)
  })

  it('drops a lone or empty token from the address too, but claims nothing', () => {
    window.history.replaceState(null, '', '/redpacket/open?redpacketID=rp_1&accessToken=token-a&openID=')
    expect(claimUrlTokens(window, sessionStorage)).toBeNull()
    expect(location.search).toBe('?redpacketID=rp_1')
    expect(sessionStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull()
  })

  it('leaves an address without tokens alone', () => {
    window.history.replaceState(null, '', '/redpacket/open?redpacketID=rp_1')
    const replace = vi.spyOn(window.history, 'replaceState')
    expect(claimUrlTokens(window, sessionStorage)).toBeNull()
    expect(replace).not.toHaveBeenCalled()
  })

  it('still cleans the address when storage refuses to store', () => {
    window.history.replaceState(null, '', '/redpacket/open?accessToken=token-a&openID=open-b')
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError') } } as unknown as Storage
    expect(claimUrlTokens(window, full)).toEqual(TOKENS)
    expect(location.search).toBe('')
  })
})

describe('readStoredTokens', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a token missing', JSON.stringify({ accessToken: 'a' })],
    ['a token of the wrong type', JSON.stringify({ accessToken: 'a', openID: 7 })],
    ['blank tokens', JSON.stringify({ accessToken: ' ', openID: 'b' })],
  ])('reads %s as no tokens', (_case, stored) => {
    if (stored !== null) sessionStorage.setItem(TOKENS_STORAGE_KEY, stored)
    expect(readStoredTokens(sessionStorage)).toBeNull()
  })

  it('reads nothing where storage is unavailable', () => {
    expect(readStoredTokens(undefined)).toBeNull()
  })
})

describe('resolveSession', () => {
  it('uses the address tokens without asking native', async () => {
    const bridge = fakeBridge(NATIVE_USER)
    await expect(resolveSession({ urlTokens: TOKENS, storage: sessionStorage, bridge })).resolves.toEqual({ status: 'ready', tokens: TOKENS })
    expect(bridge.calls).not.toHaveBeenCalled()
  })

  it('asks native after a reload, and native’s current user wins over the tokens stored for another (issue 13)', async () => {
    // A web view reused across an account switch: the tab stored the previous user's tokens.
    sessionStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(TOKENS))
    const bridge = fakeBridge(NATIVE_USER)
    const tokens = { accessToken: 'native-token', openID: 'native-open' }
    await expect(resolveSession({ urlTokens: null, storage: sessionStorage, bridge })).resolves.toEqual({ status: 'ready', tokens })
    expect(bridge.calls).toHaveBeenCalledWith('getCurrentUserInfo')
    expect(readStoredTokens(sessionStorage)).toEqual(tokens)
  })

  it('falls back on the stored tokens only when native cannot say who is logged in', async () => {
    sessionStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(TOKENS))
    const bridge = fakeBridge(new BridgeError(4000, '获取失败'))
    await expect(resolveSession({ urlTokens: null, storage: sessionStorage, bridge })).resolves.toEqual({ status: 'ready', tokens: TOKENS })
  })

  it('drops the stored tokens when native answers that nobody is logged in', async () => {
    sessionStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(TOKENS))
    const bridge = fakeBridge({ userID: 0, nickName: '', avatar: '', accessToken: '', openID: '' })
    await expect(resolveSession({ urlTokens: null, storage: sessionStorage, bridge })).resolves.toEqual({ status: 'missing' })
    expect(sessionStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull()
  })

  it('asks native getCurrentUserInfo when it has none, and stores the answer for a reload', async () => {
    const bridge = fakeBridge(NATIVE_USER)
    const tokens = { accessToken: 'native-token', openID: 'native-open' }
    await expect(resolveSession({ urlTokens: null, storage: sessionStorage, bridge })).resolves.toEqual({ status: 'ready', tokens })
    expect(bridge.calls).toHaveBeenCalledWith('getCurrentUserInfo')
    expect(readStoredTokens(sessionStorage)).toEqual(tokens)
  })

  it.each([999, 998])('is unsupported when the bridge rejects %i', async (errcode) => {
    const bridge = fakeBridge(new BridgeError(errcode))
    await expect(resolveSession({ urlTokens: null, storage: sessionStorage, bridge })).resolves.toEqual({ status: 'unsupported' })
  })

  it('is unsupported outside the app even with tokens in the address', async () => {
    const bridge = fakeBridge(NATIVE_USER, false)
    await expect(resolveSession({ urlTokens: TOKENS, storage: sessionStorage, bridge })).resolves.toEqual({ status: 'unsupported' })
  })

  it.each([
    ['another native failure', new BridgeError(4001, '未登录')],
    ['an answer without tokens', { userID: 1, nickName: '小鹿' }],
    ['an answer with empty tokens', { ...NATIVE_USER, accessToken: '' }],
    ['no answer object at all', null],
  ])('is missing (never a crash) on %s', async (_case, answer) => {
    const bridge = fakeBridge(answer)
    await expect(resolveSession({ urlTokens: null, storage: sessionStorage, bridge })).resolves.toEqual({ status: 'missing' })
    expect(sessionStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull()
  })
})
