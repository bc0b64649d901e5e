import { describe, expect, it } from 'vitest'
import { readHomeTarget } from './readHomeTarget'

const read = (query: string) => readHomeTarget(new URLSearchParams(query))

describe('readHomeTarget', () => {
  it('reads a user ID, and no userID as my own page', () => {
    expect(read('userID=9')).toEqual({ kind: 'user', userID: 9 })
    expect(read('userID=9007199254740991')).toEqual({ kind: 'user', userID: 9_007_199_254_740_991 })
    expect(read('')).toEqual({ kind: 'mine' })
    expect(read('userID=')).toEqual({ kind: 'mine' })
  })

  it('names nobody for anything not written plainly or past the safe range', () => {
    for (const raw of ['abc', '0', '09', '-9', '+9', ' 9', '9.0', '1e3', '9007199254740993', '12345678901234567']) {
      expect(read(`userID=${encodeURIComponent(raw)}`), raw).toEqual({ kind: 'invalid' })
    }
  })
})
