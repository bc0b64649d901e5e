import { describe, expect, it } from 'vitest'
import { createErrorTable, DomainError, findRow, readFailure, SESSION_ERRNOS, type DomainErrorDetails } from '..'

const WalletErrorCode = { OUTSIDE_WINDOW: 'OUTSIDE_WINDOW', CANCELLED: 'CANCELLED', SESSION_EXPIRED: 'SESSION_EXPIRED', REQUEST_FAILED: 'REQUEST_FAILED' } as const
type WalletErrorCode = (typeof WalletErrorCode)[keyof typeof WalletErrorCode]

/** A family's error class as the families write it on the base. */
class WalletError extends DomainError<WalletErrorCode> {
  declare readonly name: 'WalletError'
  constructor(code: WalletErrorCode, message: string, details?: DomainErrorDetails) {
    super(code, message, details)
    this.name = 'WalletError'
  }
}

const table = createErrorTable(WalletError, {
  messages: { OUTSIDE_WINDOW: '当前不在提现时间内', CANCELLED: '已取消', SESSION_EXPIRED: '登录已过期，请重新登录', REQUEST_FAILED: '网络不给力，请稍后重试' },
  errnos: { 8390004: WalletErrorCode.OUTSIDE_WINDOW },
  errcodes: { 4002: WalletErrorCode.CANCELLED },
  sessionExpired: WalletErrorCode.SESSION_EXPIRED,
  fallback: WalletErrorCode.REQUEST_FAILED,
})

/** An `ApiError` of @h5/api as the table reads it: by shape. */
const apiError = (errno: number | undefined, errmsg: string) => Object.assign(new Error(errmsg), { name: 'ApiError', errno, errmsg })

describe('DomainError', () => {
  it('is an Error of the family’s class and name, with its code, message and details', () => {
    const cause = new Error('transport')
    const error = new WalletError('OUTSIDE_WINDOW', '当前不在提现时间内', { errno: 8390004, errmsg: 'server words', cause })
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'WalletError', code: 'OUTSIDE_WINDOW', message: '当前不在提现时间内', errno: 8390004, errcode: undefined, errmsg: 'server words', cause })
  })

  it('is decided by an errno other than 500, or when the family says so', () => {
    expect(new WalletError('OUTSIDE_WINDOW', 'x', { errno: 8390004 }).decided).toBe(true)
    expect(new WalletError('REQUEST_FAILED', 'x', { errno: 500 }).decided).toBe(false)
    expect(new WalletError('REQUEST_FAILED', 'x', { errmsg: 'Network Error' }).decided).toBe(false)
    expect(new WalletError('CANCELLED', 'x', { errcode: 4002 }).decided).toBe(false)
    expect(new WalletError('REQUEST_FAILED', 'x', { decided: true }).decided).toBe(true)
  })
})

describe('readFailure', () => {
  it('reads errno, errcode and errmsg by shape, leaving out what is of the wrong type', () => {
    expect(readFailure(apiError(8390004, '当前不在提现时间内'))).toEqual({ errno: 8390004, errmsg: '当前不在提现时间内' })
    expect(readFailure({ errcode: 4002, errmsg: '取消' })).toEqual({ errcode: 4002, errmsg: '取消' })
    expect(readFailure({ errno: '8390004', errcode: null, errmsg: 3 })).toEqual({})
    expect(readFailure('boom')).toEqual({})
    expect(readFailure(null)).toEqual({})
  })
})

describe('findRow', () => {
  const rows = { errnos: { 1: 'one' }, errcodes: { 4002: 'cancelled' }, otherErrno: 'other', fallback: 'fallback' }
  it('takes the errno’s row, then the errcode’s, then otherErrno for an unknown errno, then the fallback', () => {
    expect(findRow(rows, { errno: 1 })).toBe('one')
    expect(findRow(rows, { errno: 2, errcode: 4002 })).toBe('other')
    expect(findRow(rows, { errcode: 4002 })).toBe('cancelled')
    expect(findRow(rows, { errcode: 4999 })).toBe('fallback')
    expect(findRow(rows, {})).toBe('fallback')
    expect(findRow({ fallback: 'fallback' }, { errno: 2 })).toBe('fallback')
  })

  it('takes serverFailed for errno 500 when the table has it, else otherErrno', () => {
    expect(findRow({ ...rows, serverFailed: 'unknown outcome' }, { errno: 500 })).toBe('unknown outcome')
    expect(findRow({ ...rows, serverFailed: 'unknown outcome' }, { errno: 2 })).toBe('other')
    expect(findRow(rows, { errno: 500 })).toBe('other')
    expect(findRow({ ...rows, errnos: { 500: 'named' }, serverFailed: 'unknown outcome' }, { errno: 500 })).toBe('named')
  })
})

describe('createErrorTable', () => {
  it('maps a known errno to its code and the family’s Chinese message, keeping the server’s words apart', () => {
    const cause = apiError(8390004, 'server words')
    const error = table.toError(cause)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({ code: 'OUTSIDE_WINDOW', message: '当前不在提现时间内', errno: 8390004, errmsg: 'server words', cause, decided: true })
  })

  it('adds the session rows: 8304006 and 107 are SESSION_EXPIRED', () => {
    expect(SESSION_ERRNOS).toEqual([8304006, 107])
    expect(table.errnos).toEqual({ 8390004: 'OUTSIDE_WINDOW', 8304006: 'SESSION_EXPIRED', 107: 'SESSION_EXPIRED' })
    for (const errno of SESSION_ERRNOS) expect(table.toError(apiError(errno, '')).code).toBe('SESSION_EXPIRED')
  })

  it('leaves the session rows out for a family without a session code', () => {
    const native = createErrorTable(WalletError, { messages: table.messages, errcodes: { 4002: 'CANCELLED' }, fallback: 'REQUEST_FAILED' })
    expect(native.errnos).toEqual({})
    expect(native.toError(apiError(8304006, '')).code).toBe('REQUEST_FAILED')
  })

  it('maps native errcodes, and everything else to the fallback', () => {
    expect(table.toError({ errcode: 4002, errmsg: '取消' })).toMatchObject({ code: 'CANCELLED', message: '已取消', errcode: 4002, decided: false })
    expect(table.toError({ errcode: 4999 }).code).toBe('REQUEST_FAILED')
    expect(table.toError(apiError(8399999, '?'))).toMatchObject({ code: 'REQUEST_FAILED', errno: 8399999, decided: true })
    expect(table.toError(apiError(500, '服务器繁忙'))).toMatchObject({ code: 'REQUEST_FAILED', decided: false })
    expect(table.toError(apiError(undefined, 'Network Error'))).toMatchObject({ code: 'REQUEST_FAILED', errmsg: 'Network Error', decided: false })
    expect(table.toError('boom')).toMatchObject({ code: 'REQUEST_FAILED', message: '网络不给力，请稍后重试', cause: 'boom' })
  })

  it('passes the family’s own error through, and makes one of a code with its message', () => {
    const own = table.error('CANCELLED')
    expect(own).toMatchObject({ name: 'WalletError', code: 'CANCELLED', message: '已取消' })
    expect(table.toError(own)).toBe(own)
  })
})
