import { confirmPin, createTeenState, TeenErrorCode } from '@h5/teen'
import { describe, expect, it } from 'vitest'
import { BridgeErrcode, BridgeError } from '..'
import { outcome, PLATFORMS, setup } from './harness'

/**
 * a reply the SDK cannot read must never count as success. `teenagerSwitch` read a
 * `{ errcode: 'FAIL' }` as "teen mode is on", and `payV2` would read it as "paid".
 */
const unreadable = { error: expect.objectContaining({ errcode: 995, errmsg: 'App返回的数据格式不正确' }) }

describe.each(PLATFORMS)('on %s', (platform) => {
  it.each([
    ['a word', 'FAIL'],
    ['a code with a letter', 'E4001'],
    ['null', null],
    ['a blank string', ' '],
    ['an empty string', ''],
    ['a hexadecimal string', '0x0'],
    ['an exponent string', '0e1'],
    ['a number with spaces', ' 0 '],
    ['true', true],
    ['false', false],
    ['an object', { code: 4001 }],
    ['an array', [0]],
  ])('rejects 995 when errcode is %s, and reports it', async (_name, errcode) => {
    const { bridge, diagnostics } = setup(platform, { handlers: { teenagerSwitch: () => ({ errcode }) as never } })
    expect(await outcome(bridge.call('teenagerSwitch', { open: true, password: '0427' }))).toEqual(unreadable)
    expect(diagnostics).toEqual([{ kind: 'malformed-reply', op: 'teenagerSwitch' }])
  })

  it.each([
    ['a numeric string', '4001', 4001],
    ['a negative numeric string', '-1', -1],
    ['a number', 4001, 4001],
  ])('reads an errcode that is %s as native’s failure', async (_name, errcode, expected) => {
    const { bridge } = setup(platform, { handlers: { payV2: () => ({ errcode, errmsg: '支付失败' }) as never } })
    const result = await outcome(bridge.call('payV2', { channel: 'alipay', orderID: 'o_1', orderString: 's' }))
    expect(result).toEqual({ error: expect.any(BridgeError) })
    expect(result).toMatchObject({ error: { errcode: expected, errmsg: '支付失败' } })
  })

  it.each([
    ['the number 0', 0],
    ['the string "0"', '0'],
  ])('reads an errcode that is %s as success', async (_name, errcode) => {
    const { bridge } = setup(platform, { handlers: { teenagerSwitch: () => ({ errcode }) as never } })
    await expect(bridge.call('teenagerSwitch', { open: true, password: '0427' })).resolves.toEqual({ errcode })
  })

  it.each([
    ['"null"', 'null'],
    ['"5"', '5'],
    ['"true"', 'true'],
    ['a JSON string', '"ok"'],
    ['a JSON array', '[]'],
  ])('rejects 995 when the reply is %s, not an object (every op’s result is one)', async (_name, reply) => {
    const { bridge, diagnostics } = setup(platform, { handlers: { getCurrentUserInfo: () => reply as never } })
    expect(await outcome(bridge.call('getCurrentUserInfo'))).toEqual(unreadable)
    expect(diagnostics).toEqual([{ kind: 'malformed-reply', op: 'getCurrentUserInfo' }])
  })

  it.each([
    ['no value', undefined],
    ['an empty string', ''],
  ])('keeps answering an empty reply (%s) as {}', async (_name, reply) => {
    const { win, bridge } = setup(platform, { handlers: { finish: () => ({}) } })
    await bridge.call('finish') // the bridge is there; from now on native answers with the raw value
    win.WebViewJavascriptBridge!.callHandler = (_handler, _data, callback) => callback?.(reply)
    await expect(bridge.call('back')).resolves.toEqual({})
  })
})

// Values JSON cannot carry, delivered the way an iOS bridge hands the page a JavaScript value.
it.each([
  ['errcode NaN', { errcode: Number.NaN }],
  ['errcode Infinity', { errcode: Number.POSITIVE_INFINITY }],
  ['a null reply', null],
  ['a number reply', 5],
])('rejects 995 on %s handed over as a value', async (_name, reply) => {
  const { win, bridge } = setup('ios', { handlers: { finish: () => ({}) } })
  await bridge.call('finish') // the bridge is there; from now on native answers with the raw value
  win.WebViewJavascriptBridge!.callHandler = (_handler, _data, callback) => callback?.(reply)
  expect(await outcome(bridge.call('teenagerSwitch', { open: true, password: '0427' }))).toEqual(unreadable)
})

it('leaves teen mode off when native’s answer to teenagerSwitch cannot be read', async () => {
  const { bridge } = setup('android', { handlers: { teenagerSwitch: () => ({ errcode: 'FAIL' }) as never } })
  const state = createTeenState()
  state.teenPwd = '0427'
  const result = await confirmPin(state, bridge, '0427')
  expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: TeenErrorCode.BAD_ANSWER, errcode: BridgeErrcode.BAD_REPLY }) })
  expect(state.teenPwd).toBe('0427')
})
