import { describe, expect, it } from 'vitest'
import { createErrorTable, defineDomainError, DomainError, idleRequests } from '..'

const WalletErrorCode = { CANCELLED: 'CANCELLED', REQUEST_FAILED: 'REQUEST_FAILED' } as const
type WalletErrorCode = (typeof WalletErrorCode)[keyof typeof WalletErrorCode]
const WalletError = defineDomainError<WalletErrorCode>('WalletError')
const GiftError = defineDomainError<WalletErrorCode>('GiftError')

describe('defineDomainError', () => {
  it('makes an Error of the family’s class and name, with the base’s code, message and details', () => {
    const cause = new Error('transport')
    const error = new WalletError(WalletErrorCode.REQUEST_FAILED, '网络不给力，请稍后重试', { errno: 500, errmsg: 'busy', cause })
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'WalletError', code: 'REQUEST_FAILED', message: '网络不给力，请稍后重试', errno: 500, errmsg: 'busy', cause, decided: false })
    expect(String(error)).toBe('WalletError: 网络不给力，请稍后重试')
  })

  it('makes a class of its own for each family: one family’s error is not another’s', () => {
    expect(new GiftError(WalletErrorCode.CANCELLED, '已取消')).not.toBeInstanceOf(WalletError)
    const table = createErrorTable(WalletError, {
      messages: { CANCELLED: '已取消', REQUEST_FAILED: '网络不给力，请稍后重试' },
      errcodes: { 4002: WalletErrorCode.CANCELLED },
      fallback: WalletErrorCode.REQUEST_FAILED,
    })
    const own = new WalletError(WalletErrorCode.CANCELLED, '已取消')
    expect(table.toError(own)).toBe(own)
    const other = new GiftError(WalletErrorCode.CANCELLED, '已取消', { errcode: 4002 })
    expect(table.toError(other)).toMatchObject({ name: 'WalletError', code: 'CANCELLED', errcode: 4002, cause: other })
  })
})

describe('idleRequests', () => {
  it('gives every named request an idle status and no error, and nothing else', () => {
    expect(idleRequests(['balance', 'withdraw'])).toEqual({
      status: { balance: 'idle', withdraw: 'idle' },
      errors: { balance: null, withdraw: null },
    })
  })

  it('gives each state its own records', () => {
    const names = ['balance'] as const
    const a = idleRequests(names)
    a.status.balance = 'loading'
    expect(idleRequests(names).status.balance).toBe('idle')
  })
})
