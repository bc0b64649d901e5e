import { ApiError } from '@h5/api'
import { MOCK_ERRNO } from '@h5/mock-backend'
import { describeErrorTable } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { MALL_ERRCODES, MALL_ERRNOS, MALL_ERROR_MESSAGES, MallError, MallErrorCode as C, toMallError } from '..'

describeErrorTable(
  { ErrorClass: MallError, name: 'MallError', codes: C, fallback: C.REQUEST_FAILED, sessionExpired: C.SESSION_EXPIRED },
  { messages: MALL_ERROR_MESSAGES, errnos: MALL_ERRNOS, errcodes: MALL_ERRCODES, toError: toMallError },
)

describe('the mall errnos of docs/openapi.yaml', () => {
  it('maps every mall errno the simulator answers to its own code (the daily claim’s “already” is an answer, not a row)', () => {
    const mallErrnos = Object.values(MOCK_ERRNO)
      .map((failure) => failure.errno)
      .filter((errno) => errno >= 8310000 && errno < 8320000)
    expect(mallErrnos).toHaveLength(14)
    for (const errno of mallErrnos.filter((errno) => errno !== 8310010)) {
      const error = toMallError(new ApiError({ errno, errmsg: 'server words' }))
      expect(error.code, `errno ${errno}`).not.toBe(C.REQUEST_FAILED)
      expect(error).toMatchObject({ errno, errmsg: 'server words', decided: true, message: MALL_ERROR_MESSAGES[error.code] })
    }
    expect(MALL_ERRNOS[8310010]).toBeUndefined()
  })

  it('fixes the rows the contract names', () => {
    expect(MALL_ERRNOS).toMatchObject({
      8310001: 'INSUFFICIENT_DIAMONDS',
      8304101: 'MINOR',
      8310002: 'NOT_VERIFIED',
      8310003: 'DAILY_CAP',
      8310004: 'MONTHLY_CAP',
      8310005: 'GUARD_SELF',
      8310006: 'SOLD_OUT',
      8310007: 'WITHDRAWN',
      8310008: 'PRICE_CHANGED',
      8310009: 'NOT_OWNED',
      8310011: 'NO_MEMBERSHIP',
      8310012: 'NOT_GIFTABLE',
      8310013: 'NO_SUCH_USER',
      8310014: 'LOCKED',
      8390009: 'KEY_REUSED',
    })
  })

  it('reads no answer and a server failure as undecided: a purchase’s retry keeps its key', () => {
    expect(toMallError(new ApiError({ errmsg: 'Network Error' }))).toMatchObject({ code: 'REQUEST_FAILED', decided: false })
    expect(toMallError(new ApiError({ errno: 500, errmsg: '' }))).toMatchObject({ code: 'REQUEST_FAILED', decided: false })
  })
})
