import { ApiError } from '@h5/api'
import { MOCK_ERRNO } from '@h5/mock-backend'
import { describeErrorTable } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { ACTIVITY_ERRCODES, ACTIVITY_ERRNOS, ACTIVITY_ERROR_MESSAGES, ActivityError, ActivityErrorCode as C, toActivityError } from '..'

describeErrorTable(
  { ErrorClass: ActivityError, name: 'ActivityError', codes: C, fallback: C.REQUEST_FAILED, sessionExpired: C.SESSION_EXPIRED },
  { messages: ACTIVITY_ERROR_MESSAGES, errnos: ACTIVITY_ERRNOS, errcodes: ACTIVITY_ERRCODES, toError: toActivityError },
)

describe('the activity errnos of docs/openapi.yaml', () => {
  it('maps every activity errno the simulator answers to its own code, with its Chinese message', () => {
    const activityErrnos = Object.values(MOCK_ERRNO)
      .map((failure) => failure.errno)
      .filter((errno) => errno >= 8340000 && errno < 8340100)
    expect(activityErrnos).toHaveLength(9)
    for (const errno of [...activityErrnos, 8304101, 8310001, 8390009]) {
      const error = toActivityError(new ApiError({ errno, errmsg: 'server words' }))
      expect(error.code, `errno ${errno}`).not.toBe(C.REQUEST_FAILED)
      expect(error).toMatchObject({ errno, errmsg: 'server words', decided: true, message: ACTIVITY_ERROR_MESSAGES[error.code] })
      expect(error.message).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('fixes the rows the contract names', () => {
    expect(ACTIVITY_ERRNOS).toMatchObject({
      8340001: 'NOT_FOUND',
      8340002: 'NOT_STARTED',
      8340003: 'ENDED',
      8304101: 'MINOR',
      8340004: 'TEEN_MODE',
      8340005: 'DAILY_CAP',
      8310001: 'INSUFFICIENT_DIAMONDS',
      8340006: 'INSUFFICIENT_TICKETS',
      8340007: 'POOL_CHANGED',
      8340008: 'TASK_NOT_DONE',
      8340009: 'ALREADY_CLAIMED',
      8390009: 'KEY_REUSED',
    })
  })

  it('reads no answer and a server failure as undecided: a draw’s retry keeps its key', () => {
    expect(toActivityError(new ApiError({ errmsg: 'Network Error' }))).toMatchObject({ code: 'REQUEST_FAILED', decided: false })
    expect(toActivityError(new ApiError({ errno: 500, errmsg: '' }))).toMatchObject({ code: 'REQUEST_FAILED', decided: false })
  })
})
