import { describe, expect, it } from 'vitest'
import { RECHARGE_ERRCODES, RECHARGE_ERRNOS, RECHARGE_ERROR_MESSAGES, RechargeError, RechargeErrorCode, toRechargeError } from '..'

describe('the errno table', () => {
  it.each(Object.entries(RECHARGE_ERRNOS))('maps errno %s to its code and Chinese message, keeping the server’s errmsg', (errno, code) => {
    const error = toRechargeError({ errno: Number(errno), errmsg: '服务端文案' })
    expect(error).toBeInstanceOf(RechargeError)
    expect(error.code).toBe(code)
    expect(error.message).toBe(RECHARGE_ERROR_MESSAGES[code])
    expect(error.errno).toBe(Number(errno))
    expect(error.errmsg).toBe('服务端文案')
  })

  it.each(Object.entries(RECHARGE_ERRCODES))('maps native errcode %s to its code', (errcode, code) => {
    expect(toRechargeError({ errcode: Number(errcode), errmsg: 'x' }).code).toBe(code)
  })

  it('makes any other failure REQUEST_FAILED and passes an RechargeError through', () => {
    expect(toRechargeError({ errno: 123 }).code).toBe(RechargeErrorCode.REQUEST_FAILED)
    expect(toRechargeError(new Error('Network Error')).code).toBe(RechargeErrorCode.REQUEST_FAILED)
    const own = new RechargeError(RechargeErrorCode.PAY_FAILED, '支付失败')
    expect(toRechargeError(own)).toBe(own)
  })

  it('has a Chinese message for every code', () => {
    for (const code of Object.values(RechargeErrorCode)) expect(RECHARGE_ERROR_MESSAGES[code]).toMatch(/[\u4e00-\u9fff]/)
  })
})
