import { describe, expect, it } from 'vitest'
import { checkTeenModeOn, TeenErrorCode } from '..'
import { browserBridge, inAppBridge } from './inAppBridge'

describe('checkTeenModeOn: the one check before a paid act (recharge, gift, tip, purchase)', () => {
  it('is on when native says open, off when it says closed', async () => {
    expect(await checkTeenModeOn(inAppBridge({ handlers: { teenagerCanUse: () => ({ canUse: true, open: true }) } }).bridge)).toEqual({ ok: true, data: true })
    expect(await checkTeenModeOn(inAppBridge({ handlers: { teenagerCanUse: () => ({ canUse: true, open: false }) } }).bridge)).toEqual({ ok: true, data: false })
  })

  it('is on when an older native that omits `open` refuses use (curfew, daily limit)', async () => {
    const { bridge } = inAppBridge({ handlers: { teenagerCanUse: () => ({ canUse: false, reason: 'curfew' }) } })
    expect(await checkTeenModeOn(bridge)).toEqual({ ok: true, data: true })
  })

  it('is off outside the app, where there is no teen mode to ask', async () => {
    expect(await checkTeenModeOn(browserBridge())).toEqual({ ok: true, data: false })
  })

  it('fails, never allows, on an answer it cannot read or an app too old to answer', async () => {
    const garbled = await checkTeenModeOn(inAppBridge({ handlers: { teenagerCanUse: () => ({ open: 'yes' }) as never } }).bridge)
    expect(garbled).toMatchObject({ ok: false, error: { code: TeenErrorCode.BAD_ANSWER } })
    const old = await checkTeenModeOn(inAppBridge({ handlers: { teenagerCanUse: () => ({ errcode: 999, errmsg: '请保持App为最新版本' }) as never } }).bridge)
    expect(old).toMatchObject({ ok: false, error: { code: TeenErrorCode.OUTDATED_APP, errcode: 999 } })
  })
})
