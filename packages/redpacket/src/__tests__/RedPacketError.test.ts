import { describe, expect, it } from 'vitest'
import { RedPacketError, RedPacketErrorCode } from '..'

describe('RedPacketErrorCode', () => {
  it('keeps the values the screens and the README use, -1 under two names', () => {
    // The contract: callers compare with the names, so a value changed here would silently change every screen.
    expect(RedPacketErrorCode).toEqual({
      EXPIRED: -1,
      MY_REWARD_FAILED: -1,
      OPEN_FAILED: 1,
      ALREADY_OPENED: 2,
      INVALID_ID: 3,
      MISSING_TOKENS: 4,
      RECORDS_REFUSED: 11,
      RECORDS_REQUEST_FAILED: 12,
      MY_RECORD_REFUSED: 21,
      MY_RECORD_REQUEST_FAILED: 22,
      SEND_REFUSED: 31,
      SEND_FAILED: 32,
      INVALID_SEND_FORM: 33,
      SEND_UNCONFIRMED: 34,
    })
  })

  it('is what RedPacketError carries', () => {
    const error = new RedPacketError('open', RedPacketErrorCode.ALREADY_OPENED, '红包已经领取过了', { errno: 8348203 })
    expect(error).toMatchObject({ name: 'RedPacketError', action: 'open', code: 2, errno: 8348203 })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ errcode: undefined, decided: true })
  })
})
