import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CLIENT_ID, getClientId } from '..'

describe('getClientId', () => {
  beforeEach(() => localStorage.clear())

  it('takes the value after pid/ in the user agent and remembers it', () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 pid/123456'
    expect(getClientId(ua, localStorage)).toBe('123456')
    expect(getClientId('Mozilla/5.0 plain browser', localStorage)).toBe('123456')
  })

  it('falls back to 111111 when neither the user agent nor storage has one', () => {
    expect(getClientId('Mozilla/5.0', localStorage)).toBe(DEFAULT_CLIENT_ID)
    expect(DEFAULT_CLIENT_ID).toBe('111111')
  })

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    } as unknown as Storage
    expect(getClientId('x pid/42', broken)).toBe('42')
    expect(getClientId('x', broken)).toBe('111111')
  })
})
