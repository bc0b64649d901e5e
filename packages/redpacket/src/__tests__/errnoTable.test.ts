import { describe, expect, it } from 'vitest'
import { ERRNO_TABLE, RedPacketError, toRedPacketError } from '..'

/** The outcomes DESIGN §4 and spec §8 fix, written out here so a wrong table cannot pass by agreeing with itself. */
describe('ERRNO_TABLE', () => {
  it('maps every open errno of DESIGN §4', () => {
    expect(ERRNO_TABLE.open.errnos).toEqual({
      0: { state: 0, message: '' },
      8348202: expect.objectContaining({ state: 1 }),
      8348204: expect.objectContaining({ state: 2 }),
      8348201: { code: -1, message: '红包信息已过期' },
      8348203: { code: 2, message: '红包已经领取过了' },
    })
    expect(ERRNO_TABLE.open.otherErrno).toEqual({ code: 1, message: '数据获取失败，请稍后重试' })
    expect(ERRNO_TABLE.open.requestFailed).toEqual({ code: 1, message: '数据获取失败，请稍后重试' })
  })

  it('maps records to code 11 with the server errmsg and 12 for a failed request (spec §8)', () => {
    expect(ERRNO_TABLE.records).toEqual({
      errnos: {},
      otherErrno: { code: 11, message: '加载失败，请稍后重试', serverMessage: true },
      requestFailed: { code: 12, message: '加载失败，请稍后重试' },
    })
  })

  it('maps any my-reward failure to code -1 数据获取失败 (spec §8)', () => {
    expect(ERRNO_TABLE.myReward.otherErrno).toEqual({ code: -1, message: '数据获取失败' })
    expect(ERRNO_TABLE.myReward.requestFailed).toEqual({ code: -1, message: '数据获取失败' })
  })

  it('maps my record like records, with codes 21 and 22', () => {
    expect(ERRNO_TABLE.myRecord.otherErrno).toMatchObject({ code: 21, serverMessage: true })
    expect(ERRNO_TABLE.myRecord.requestFailed).toMatchObject({ code: 22 })
  })

  it('maps the known send errnos to code 31 with the server errmsg, the rest to 32', () => {
    expect(ERRNO_TABLE.send.errnos).toEqual({
      8348301: { code: 31, message: '余额不足', serverMessage: true },
      8348302: { code: 31, message: '红包金额或个数不合法', serverMessage: true },
      8348303: { code: 31, message: '祝福语不能超过25个字', serverMessage: true },
    })
    expect(ERRNO_TABLE.send.otherErrno).toEqual({ code: 32, message: '红包发送失败，请稍后重试' })
    expect(ERRNO_TABLE.send.requestFailed).toEqual(ERRNO_TABLE.send.otherErrno)
  })

  it('has a Chinese message for every failure', () => {
    for (const rules of Object.values(ERRNO_TABLE)) {
      const failures = [rules.otherErrno, rules.requestFailed, ...Object.values(rules.errnos).filter((r) => 'code' in r)]
      for (const rule of failures) expect(rule.message).toMatch(/[\u4e00-\u9fa5]/)
    }
  })
})

describe('toRedPacketError', () => {
  it('keeps the errno, the errmsg and the cause of an API error', () => {
    const apiError = { errno: 8348200, errmsg: '红包不存在', body: { errno: 8348200, errmsg: '红包不存在' } }
    const error = toRedPacketError('records', apiError)
    expect(error).toBeInstanceOf(RedPacketError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'RedPacketError', action: 'records', code: 11, message: '红包不存在' })
    expect(error).toMatchObject({ errno: 8348200, errmsg: '红包不存在', cause: apiError })
  })

  it('falls back to the table message when the server sent no errmsg', () => {
    const error = toRedPacketError('send', { errno: 8348301, errmsg: '请求失败（8348301）', body: { errno: 8348301 } })
    expect(error).toMatchObject({ code: 31, message: '余额不足', errmsg: '请求失败（8348301）' })
  })

  it('treats anything without an errno as a failed request', () => {
    expect(toRedPacketError('records', new TypeError('boom'))).toMatchObject({ code: 12, errno: undefined })
    expect(toRedPacketError('open', undefined)).toMatchObject({ code: 1, message: '数据获取失败，请稍后重试' })
  })

  it('passes a RedPacketError through unchanged', () => {
    const original = new RedPacketError('open', 3, '红包链接无效，请确认后重新打开')
    expect(toRedPacketError('records', original)).toBe(original)
  })
})
