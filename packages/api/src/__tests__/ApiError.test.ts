import { describe, expect, it } from 'vitest'
import { ApiError, ApiErrorCode } from '..'

describe('ApiErrorCode', () => {
  it("keeps axios's own codes (and our two) as the values", () => {
    // The contract: callers and monitoring read these strings, and callers compare with the names.
    expect(ApiErrorCode).toEqual({
      ERRNO: 'ERR_ERRNO',
      BAD_ENVELOPE: 'ERR_BAD_ENVELOPE',
      NETWORK: 'ERR_NETWORK',
      TIMEOUT: 'ECONNABORTED',
      HTTP_SERVER_ERROR: 'ERR_BAD_RESPONSE',
      HTTP_CLIENT_ERROR: 'ERR_BAD_REQUEST',
      CANCELED: 'ERR_CANCELED',
      UNKNOWN: 'ERR_UNKNOWN',
    })
  })
})

describe('ApiError', () => {
  it('is ERRNO with an errno and UNKNOWN without one, when no code is given', () => {
    expect(new ApiError({ errno: 8348203, errmsg: '红包已经领取过了' }).code).toBe(ApiErrorCode.ERRNO)
    expect(new ApiError({ errmsg: 'boom' }).code).toBe(ApiErrorCode.UNKNOWN)
  })

  it('passes another axios code through unchanged', () => {
    expect(new ApiError({ errmsg: 'x', code: 'ETIMEDOUT' }).code).toBe('ETIMEDOUT')
  })
})
