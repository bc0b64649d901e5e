import { describe, expect, it } from 'vitest'
import { BridgeError, OPS, QUICK_OPS, type OpName } from '..'
import type { FakeHandlers } from '../testing'
import { outcome, PLATFORMS, setup } from './harness'
import { SAMPLES } from './samples'

/** The operations in the order docs/native-contract.md lists them (the order the product specification gave). */
const SPEC_ORDER =
  'linkShareToInviteOthers, inviteCodeShareToInviteOthers, share, bindWeChat, bindQqChat, getAppVersion, ' +
  'getClipboard, finish, exitAccount, teenagerCanUse, teenagerSwitch, checkCameraPerm, getFriendsList, ' +
  'getFriendsListWithKeyword, checkAudioPerm, back, checkWx, jumpWx, payV2, selectUserFromRelationList, ' +
  'gotoRecharge, gotoBindMobile, gotoConversation, faceVerify, recordSweetCareVoice, uploadSweetCarePhotos, ' +
  'openWebView, uploadPhotos, openXieYiWebView, openVipWxPaySuccess, playAudio, pauseAudio, resumeAudio, ' +
  'stopPlayAudio, getCurrentUserInfo, showToast, openURLOutApp, oauthStatusCallback, enterRoom'

describe('OPS', () => {
  it('names the 39 operations of docs/native-contract.md in its order', () => {
    expect(OPS).toEqual(SPEC_ORDER.split(', '))
    expect(OPS).toHaveLength(39)
    expect(Object.keys(SAMPLES)).toEqual(OPS)
  })

  it('marks exactly the quick queries of docs/native-contract.md', () => {
    expect([...QUICK_OPS].sort()).toEqual(
      ['getAppVersion', 'getClipboard', 'checkWx', 'checkCameraPerm', 'checkAudioPerm', 'teenagerCanUse', 'getCurrentUserInfo'].sort(),
    )
  })
})

const answering = (reply: (op: OpName) => unknown): FakeHandlers =>
  Object.fromEntries(OPS.map((op) => [op, () => reply(op)])) as FakeHandlers

describe.each(PLATFORMS)('every op through the %s fake native', (platform) => {
  const skipsNative = (op: OpName) => platform === 'ios' && op === 'checkAudioPerm'

  it.each(OPS)('%s sends { op, data } on callNative and resolves native’s answer', async (op) => {
    const { bridge, native, diagnostics } = setup(platform, { handlers: answering((name) => SAMPLES[name].result) })
    const sample = SAMPLES[op]
    const result = await (bridge.call as (op: OpName, data: unknown) => Promise<unknown>)(op, sample.data)
    if (skipsNative(op)) {
      // docs/native-contract.md: checkAudioPerm on iOS is granted without a round trip.
      expect(result).toEqual({ granted: true })
      expect(native.calls).toEqual([])
    } else {
      expect(result).toEqual(sample.result)
      expect(native.calls).toEqual([{ op, data: sample.data }])
    }
    expect(diagnostics).toEqual([])
  })

  it.each(OPS.filter((op) => !skipsNative(op)))('%s rejects BridgeError with native’s errcode and errmsg', async (op) => {
    const { bridge } = setup(platform, { handlers: answering(() => ({ errcode: 4002, errmsg: '用户已取消' })) })
    const result = await outcome((bridge.call as (op: OpName, data: unknown) => Promise<unknown>)(op, SAMPLES[op].data))
    expect(result).toEqual({ error: expect.any(BridgeError) })
    expect((result as { error: BridgeError }).error).toMatchObject({ errcode: 4002, errmsg: '用户已取消', message: '用户已取消' })
  })
})

describe.each(PLATFORMS)('replies on %s', (platform) => {
  it('treats a numeric-string errcode as a failure and errcode 0 as success', async () => {
    const { bridge } = setup(platform, {
      handlers: {
        teenagerSwitch: () => ({ errcode: '4001', errmsg: '密码错误' }) as never,
        finish: () => ({ errcode: 0, errmsg: '' }) as never,
      },
    })
    await expect(bridge.call('teenagerSwitch', { open: false, password: '1111' })).rejects.toMatchObject({ errcode: 4001 })
    await expect(bridge.call('finish')).resolves.toEqual({ errcode: 0, errmsg: '' })
  })

  it('gives a failure without errmsg a Chinese message naming the code', async () => {
    const { bridge } = setup(platform, { handlers: { jumpWx: () => ({ errcode: 4004 }) } })
    await expect(bridge.call('jumpWx')).rejects.toMatchObject({ errcode: 4004, errmsg: '操作失败（4004）' })
  })

  it('answers an empty reply as {} and sends {} when the page gives no data', async () => {
    const { bridge, native } = setup(platform, { handlers: { finish: () => undefined as never } })
    await expect(bridge.call('finish')).resolves.toEqual({})
    expect(native.calls).toEqual([{ op: 'finish', data: {} }])
  })
})

it('parses a JSON-string reply from iOS too (Android always sends strings)', async () => {
  const { bridge } = setup('ios', { handlers: { getAppVersion: () => JSON.stringify({ version: '7.0.0' }) as never } })
  await expect(bridge.call('getAppVersion')).resolves.toEqual({ version: '7.0.0' })
})
