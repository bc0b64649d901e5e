import { describe, expect, it } from 'vitest'
import { IDENTITY_ERRCODES, IDENTITY_ERRNOS, IDENTITY_ERROR_MESSAGES, IdentityError, IdentityErrorCode, toIdentityError } from '..'

describe('the errno table', () => {
  it.each(Object.entries(IDENTITY_ERRNOS))('maps errno %s to its code and Chinese message, keeping the server’s errmsg', (errno, code) => {
    const error = toIdentityError({ errno: Number(errno), errmsg: '服务端文案' })
    expect(error).toBeInstanceOf(IdentityError)
    expect(error.code).toBe(code)
    expect(error.message).toBe(IDENTITY_ERROR_MESSAGES[code])
    expect(error.errno).toBe(Number(errno))
    expect(error.errmsg).toBe('服务端文案')
  })

  it.each(Object.entries(IDENTITY_ERRCODES))('maps native errcode %s to its code', (errcode, code) => {
    expect(toIdentityError({ errcode: Number(errcode), errmsg: 'x' }).code).toBe(code)
  })

  it('makes any other failure REQUEST_FAILED and passes an IdentityError through', () => {
    expect(toIdentityError({ errno: 123 }).code).toBe(IdentityErrorCode.REQUEST_FAILED)
    expect(toIdentityError(new Error('Network Error')).code).toBe(IdentityErrorCode.REQUEST_FAILED)
    const own = new IdentityError(IdentityErrorCode.CANCELLED, '已取消')
    expect(toIdentityError(own)).toBe(own)
  })

  it('reads the session errnos as SESSION_EXPIRED, on its own class and name', () => {
    for (const errno of [8304006, 107]) expect(toIdentityError({ errno, errmsg: '' })).toMatchObject({ code: IdentityErrorCode.SESSION_EXPIRED, name: 'IdentityError', decided: true })
    expect(toIdentityError({ errcode: 4002 })).toMatchObject({ code: IdentityErrorCode.CANCELLED, decided: false })
  })

  it('has a Chinese message for every code', () => {
    for (const code of Object.values(IdentityErrorCode)) expect(IDENTITY_ERROR_MESSAGES[code]).toMatch(/[\u4e00-\u9fff]/)
  })
})
