import { beforeEach, describe, expect, it } from 'vitest'
import { forgetStoredSession, readStoredSession, SESSION_STORAGE_KEY, storeSession } from './storedSession'

const TOKENS = { accessToken: 'token-a', openID: 'open-b' }

beforeEach(() => sessionStorage.clear())

describe('readStoredSession', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a token missing', JSON.stringify({ accessToken: 'a' })],
    ['a token of the wrong type', JSON.stringify({ accessToken: 'a', openID: 7 })],
    ['blank tokens', JSON.stringify({ accessToken: ' ', openID: 'b' })],
  ])('reads %s as no session', (_case, stored) => {
    if (stored !== null) sessionStorage.setItem(SESSION_STORAGE_KEY, stored)
    expect(readStoredSession(sessionStorage)).toBeNull()
  })

  it.each([
    ['a positive integer', 42, 42],
    ['zero (nobody)', 0, null],
    ['text', '42', null],
  ])('reads a userID of %s', (_case, userID, read) => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...TOKENS, userID }))
    expect(readStoredSession(sessionStorage)).toEqual({ tokens: TOKENS, userID: read })
  })

  it('reads, stores and forgets nothing where storage is unavailable, without throwing', () => {
    expect(readStoredSession(undefined)).toBeNull()
    expect(() => storeSession(undefined, { tokens: TOKENS, userID: 1 })).not.toThrow()
    expect(() => forgetStoredSession(undefined)).not.toThrow()
  })

  it('round-trips what it stored, and forgets it', () => {
    storeSession(sessionStorage, { tokens: TOKENS, userID: 5 })
    expect(readStoredSession(sessionStorage)).toEqual({ tokens: TOKENS, userID: 5 })
    forgetStoredSession(sessionStorage)
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })
})
