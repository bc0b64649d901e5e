import { BridgeErrcode } from '@h5/bridge'
import { describeErrorTable } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { TEEN_ERRCODES, TEEN_ERROR_MESSAGES, TeenError, teenError, TeenErrorCode, TeenNativeErrcode, toTeenError } from '..'

// Native only: errcodes and no errno, no session.
describeErrorTable(
  { ErrorClass: TeenError, name: 'TeenError', codes: TeenErrorCode, fallback: TeenErrorCode.NATIVE_FAILED },
  { messages: TEEN_ERROR_MESSAGES, errcodes: TEEN_ERRCODES, toError: toTeenError },
)

describe('toTeenError', () => {
  it('gives the bridge’s and native’s errcodes teen meanings', () => {
    expect(TEEN_ERRCODES).toEqual({
      [TeenNativeErrcode.WRONG_PIN]: TeenErrorCode.WRONG_PIN,
      [BridgeErrcode.OUTDATED_APP]: TeenErrorCode.OUTDATED_APP,
      [BridgeErrcode.NOT_IN_APP]: TeenErrorCode.NOT_IN_APP,
      [BridgeErrcode.BAD_REPLY]: TeenErrorCode.BAD_ANSWER,
    })
  })

  it.each([new Error('boom'), 'boom', undefined, { errcode: '4001' }])('maps %j without a numeric errcode to NATIVE_FAILED', (error) => {
    const mapped = toTeenError(error)
    expect(mapped.code).toBe(TeenErrorCode.NATIVE_FAILED)
    expect(mapped.errcode).toBeUndefined()
  })

  it('passes a TeenError through unchanged', () => {
    const original = teenError(TeenErrorCode.WRONG_PIN)
    expect(toTeenError(original)).toBe(original)
  })
})
