import { ApiError } from '@h5/api'
import { describe, expect, it } from 'vitest'
import { BENEFIT_ERRCODES, BENEFIT_ERRNOS, BENEFIT_ERROR_MESSAGES, BenefitError, BenefitErrorCode, toBenefitError } from '..'
import { MOCK_ERRNO } from '@h5/mock-backend'

describe('the errno table', () => {
  it('maps every errno of the benefit endpoints the simulator answers to a code with a Chinese message', () => {
    const benefitErrnos = Object.values(MOCK_ERRNO)
      .map((failure) => failure.errno)
      .filter((errno) => errno >= 8390000 && errno < 8400000)
    expect(benefitErrnos.length).toBeGreaterThanOrEqual(15)
    for (const errno of benefitErrnos) {
      const error = toBenefitError(new ApiError({ errno, errmsg: 'server words' }))
      expect(error.code).toBe(BENEFIT_ERRNOS[errno])
      expect(error.message).toBe(BENEFIT_ERROR_MESSAGES[error.code])
      expect(error).toMatchObject({ errno, errmsg: 'server words', decided: true })
    }
  })

  it('has a message for every code and a code for every table row', () => {
    for (const code of Object.values(BenefitErrorCode)) expect(BENEFIT_ERROR_MESSAGES[code]).toMatch(/[\u4e00-\u9fa5]/)
    for (const code of [...Object.values(BENEFIT_ERRNOS), ...Object.values(BENEFIT_ERRCODES)]) expect(Object.values(BenefitErrorCode)).toContain(code)
  })

  it('reads the minor errno (8304101) as MINOR and the session errnos as SESSION_EXPIRED', () => {
    expect(toBenefitError(new ApiError({ errno: 8304101, errmsg: '' })).code).toBe('MINOR')
    expect(toBenefitError(new ApiError({ errno: 8304006, errmsg: '' })).code).toBe('SESSION_EXPIRED')
    expect(toBenefitError(new ApiError({ errno: 107, errmsg: '' })).code).toBe('SESSION_EXPIRED')
  })

  it('reads no answer and a server failure as undecided: the retry keeps the key', () => {
    expect(toBenefitError(new ApiError({ errmsg: 'Network Error' }))).toMatchObject({ code: 'REQUEST_FAILED', decided: false })
    expect(toBenefitError(new ApiError({ errno: 500, errmsg: '' }))).toMatchObject({ code: 'REQUEST_FAILED', decided: false })
    expect(toBenefitError(new Error('boom'))).toMatchObject({ code: 'REQUEST_FAILED', decided: false })
  })

  it('reads native errcodes: 4002 cancelled, 998 not in the app', () => {
    expect(toBenefitError({ errcode: 4002, errmsg: 'cancel' }).code).toBe('CANCELLED')
    expect(toBenefitError({ errcode: 998 }).code).toBe('NOT_IN_APP')
    const same = new BenefitError('MINOR', 'x')
    expect(toBenefitError(same)).toBe(same)
  })
})
