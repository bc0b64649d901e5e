import { describe, expect, it } from 'vitest'
import type { ApiClient } from '@h5/api'
import { createRedPacketState, ERRNO_TABLE, loadRecords, RedPacketError, RedPacketErrorCode } from '..'

/**
 * The outcomes the README's errno table fixes, written out here so a wrong table cannot pass by agreeing with
 * itself.
 */
describe('ERRNO_TABLE', () => {
  it('maps every open errno of docs/openapi.yaml openPacket', () => {
    expect(ERRNO_TABLE.open.errnos).toEqual({
      0: { state: 0, message: '' },
      8348202: expect.objectContaining({ state: 1 }),
      8348204: expect.objectContaining({ state: 2 }),
      8348201: { code: RedPacketErrorCode.EXPIRED, message: '红包信息已过期' },
      8348203: { code: RedPacketErrorCode.ALREADY_OPENED, message: '红包已经领取过了' },
    })
    expect(ERRNO_TABLE.open.otherErrno).toEqual({ code: RedPacketErrorCode.OPEN_FAILED, message: '数据获取失败，请稍后重试' })
    expect(ERRNO_TABLE.open.requestFailed).toEqual({ code: RedPacketErrorCode.OPEN_FAILED, message: '数据获取失败，请稍后重试' })
  })

  it('maps records to code 11 with the server errmsg and 12 for a failed request', () => {
    expect(ERRNO_TABLE.records).toEqual({
      errnos: {},
      otherErrno: { code: RedPacketErrorCode.RECORDS_REFUSED, message: '加载失败，请稍后重试', serverMessage: true },
      requestFailed: { code: RedPacketErrorCode.RECORDS_REQUEST_FAILED, message: '加载失败，请稍后重试' },
    })
  })

  it('maps any my-reward failure to code -1 数据获取失败', () => {
    expect(ERRNO_TABLE.myReward.otherErrno).toEqual({ code: RedPacketErrorCode.MY_REWARD_FAILED, message: '数据获取失败' })
    expect(ERRNO_TABLE.myReward.requestFailed).toEqual({ code: RedPacketErrorCode.MY_REWARD_FAILED, message: '数据获取失败' })
  })

  it('maps my record like records, with codes 21 and 22', () => {
    expect(ERRNO_TABLE.myRecord.otherErrno).toMatchObject({ code: RedPacketErrorCode.MY_RECORD_REFUSED, serverMessage: true })
    expect(ERRNO_TABLE.myRecord.requestFailed).toMatchObject({ code: RedPacketErrorCode.MY_RECORD_REQUEST_FAILED })
  })

  it('maps the known send errnos to code 31 (with the server errmsg, but for a minor), another errno to 32, an unknown outcome to 34', () => {
    expect(ERRNO_TABLE.send.errnos).toEqual({
      8348301: { code: RedPacketErrorCode.SEND_REFUSED, message: '余额不足', serverMessage: true },
      8348302: { code: RedPacketErrorCode.SEND_REFUSED, message: '红包金额或个数不合法', serverMessage: true },
      8348303: { code: RedPacketErrorCode.SEND_REFUSED, message: '祝福语不能超过25个字', serverMessage: true },
      // Minors are barred from more than red packets; the server's message is generic, ours names the act.
      8304101: { code: RedPacketErrorCode.SEND_REFUSED, message: '未成年人不能发红包' },
      // The key came with another request (docs/openapi.yaml ErrnoKeyReused): nothing was sent.
      8390009: { code: RedPacketErrorCode.SEND_REFUSED, message: '发送内容有变化，请确认后重新发送' },
    })
    expect(ERRNO_TABLE.send.otherErrno).toEqual({ code: RedPacketErrorCode.SEND_FAILED, message: '红包发送失败，请稍后重试' })
    // No answer, or the service failing: the packet may have gone out; never 红包发送失败, and the retry is safe.
    const unconfirmed = { code: RedPacketErrorCode.SEND_UNCONFIRMED, message: '网络异常，暂未确认是否发出。可放心重试，不会重复发红包' }
    expect(ERRNO_TABLE.send.requestFailed).toEqual(unconfirmed)
    expect(ERRNO_TABLE.send.serverFailed).toEqual(unconfirmed)
  })

  it('has a Chinese message for every failure', () => {
    for (const rules of Object.values(ERRNO_TABLE)) {
      const failures = [rules.otherErrno, rules.requestFailed, ...(rules.serverFailed ? [rules.serverFailed] : []), ...Object.values(rules.errnos).filter((r) => 'code' in r)]
      for (const rule of failures) expect(rule.message).toMatch(/[\u4e00-\u9fa5]/)
    }
  })
})

describe('how a failure becomes a RedPacketError', () => {
  /** A records load whose request rejects with `failure`. */
  async function failWith(failure: unknown) {
    const api = { getOpenRecords: () => Promise.reject(failure) } as unknown as Pick<ApiClient, 'getOpenRecords'>
    const result = await loadRecords(createRedPacketState(), api, { redpacketID: 'rp_1' })
    if (result.ok) throw new Error('expected the load to fail')
    return result.error
  }

  it('keeps the errno, the errmsg and the cause of an API error', async () => {
    const apiError = { errno: 8348200, errmsg: '红包不存在', body: { errno: 8348200, errmsg: '红包不存在' } }
    const error = await failWith(apiError)
    expect(error).toBeInstanceOf(RedPacketError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'RedPacketError', action: 'records', code: RedPacketErrorCode.RECORDS_REFUSED, message: '红包不存在' })
    expect(error).toMatchObject({ errno: 8348200, errmsg: '红包不存在', cause: apiError })
  })

  it('falls back to the table message when the server sent no errmsg', async () => {
    const error = await failWith({ errno: 9, errmsg: '请求失败（9）', body: { errno: 9 } })
    expect(error).toMatchObject({ code: RedPacketErrorCode.RECORDS_REFUSED, message: '加载失败，请稍后重试', errmsg: '请求失败（9）' })
  })

  it('treats a failure without an errno as a failed request', async () => {
    expect(await failWith(new TypeError('boom'))).toMatchObject({ code: RedPacketErrorCode.RECORDS_REQUEST_FAILED, errno: undefined })
    expect(await failWith(undefined)).toMatchObject({ code: RedPacketErrorCode.RECORDS_REQUEST_FAILED, message: '加载失败，请稍后重试' })
  })
})
