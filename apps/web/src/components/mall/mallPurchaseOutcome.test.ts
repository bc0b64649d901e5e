import { mallError, MallErrorCode, toMallError } from '@h5/mall'
import { describe, expect, it } from 'vitest'
import { toPurchaseFailure, toPurchaseOutcome } from './mallPurchaseOutcome'

describe('a mall purchase as the purchase sheet draws it', () => {
  it('hands off to recharge when 钻石 are short, and refuses a minor or teen mode', () => {
    expect(toPurchaseFailure(mallError(MallErrorCode.INSUFFICIENT_DIAMONDS)).refusal).toBe('balance')
    expect(toPurchaseFailure(mallError(MallErrorCode.MINOR)).refusal).toBe('minor')
    expect(toPurchaseFailure(mallError(MallErrorCode.TEEN_MODE)).refusal).toBe('minor')
  })

  it('says anything else in the error’s Chinese words, undecided when the server did not answer', () => {
    const error = mallError(MallErrorCode.WITHDRAWN)
    expect(toPurchaseFailure(error)).toEqual({ message: error.message, decided: error.decided })
    const lost = toPurchaseFailure(toMallError(new Error('Network Error')))
    expect(lost.decided).toBe(false)
    expect(lost.refusal).toBeUndefined()
    expect(lost.message).toMatch(/[\u4e00-\u9fa5]/)
  })

  it('passes a bought result through', () => {
    expect(toPurchaseOutcome({ ok: true, data: { orderID: 'o1' } })).toEqual({ ok: true, data: { orderID: 'o1' } })
    expect(toPurchaseOutcome({ ok: false, error: mallError(MallErrorCode.MINOR) })).toMatchObject({ ok: false, error: { refusal: 'minor' } })
  })
})
