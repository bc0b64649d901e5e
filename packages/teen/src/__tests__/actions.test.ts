import { BridgeErrcode, type Done, type NativeFailure } from '@h5/bridge'
import { describe, expect, it } from 'vitest'
import {
  changePin,
  checkCanUse,
  closeTeenMode,
  confirmPin,
  createTeenState,
  resetTeenState,
  selectAge,
  setPin,
  TeenError,
  TeenErrorCode,
  TeenNativeErrcode,
  type TeenResult,
  type TeenSwitchData,
} from '..'
import { browserBridge, inAppBridge } from './inAppBridge'

/** Native's reply to a PIN that is not the guardian's (docs/native-contract.md, "Errcodes"). */
const WRONG_PIN_REPLY = { errcode: TeenNativeErrcode.WRONG_PIN, errmsg: '密码错误' }

/** A native that switches whatever it is sent, as when the PIN is right. */
const switchesAnything = { handlers: { teenagerSwitch: () => ({}) } }

/** A native whose guardian PIN is `pin`: off only with it (else 4001), on with any PIN. */
function guardedBy(pin: string) {
  return {
    handlers: { teenagerSwitch: ({ open, password }: TeenSwitchData): Done | NativeFailure => (open || password === pin ? {} : WRONG_PIN_REPLY) },
  }
}

/** An app without the bridge: calls wait for it, then reject 999 (a short wait, so the test is quick). */
function appWithoutBridge() {
  return inAppBridge({ readyDelayMs: Infinity }, { readyTimeoutMs: 20 })
}

/** The error of a failed result; fails the test when the action succeeded. */
function errorOf(result: TeenResult<unknown>): TeenError {
  if (result.ok) throw new Error(`expected a failed result, got ${JSON.stringify(result.data)}`)
  expect(result.error).toBeInstanceOf(TeenError)
  return result.error
}

describe('teen state', () => {
  it('starts with no PIN and bracket 2, and each state is its own', () => {
    const a = createTeenState()
    const b = createTeenState()
    a.teenAge = 0
    expect(b).toEqual({
      canUse: null,
      teenPwd: '',
      teenAge: 2,
      status: { canUse: 'idle', enable: 'idle', close: 'idle', changePin: 'idle' },
      errors: { canUse: null, enable: null, close: null, changePin: null },
    })
  })

  it('resets to the fresh values', () => {
    const state = createTeenState()
    state.teenPwd = '1234'
    state.teenAge = 0
    resetTeenState(state)
    expect(state).toMatchObject({ teenPwd: '', teenAge: 2 })
  })
})

describe('selectAge', () => {
  it('stores a valid bracket', () => {
    const state = createTeenState()
    expect(selectAge(state, 0)).toEqual({ ok: true, data: 0 })
    expect(state.teenAge).toBe(0)
  })

  it.each([3, -1, 1.5, Number.NaN])('refuses %d with INVALID_AGE and keeps the old bracket', (value) => {
    const state = createTeenState()
    expect(errorOf(selectAge(state, value)).code).toBe(TeenErrorCode.INVALID_AGE)
    expect(state.teenAge).toBe(2)
  })
})

describe('setPin', () => {
  it('keeps the first entry for the confirm screen', () => {
    const state = createTeenState()
    expect(setPin(state, '0427')).toEqual({ ok: true, data: undefined })
    expect(state.teenPwd).toBe('0427')
  })

  it.each(['04a7', '042', '04270', '０４２７'])('refuses %j with INVALID_PIN and 请输入4位数字密码, keeping nothing', (pin) => {
    const state = createTeenState()
    const error = errorOf(setPin(state, pin))
    expect([error.code, error.message]).toEqual([TeenErrorCode.INVALID_PIN, '请输入4位数字密码'])
    expect(state.teenPwd).toBe('')
  })
})

describe('confirmPin', () => {
  it('turns teen mode on with the PIN and the chosen bracket, then forgets the PIN', async () => {
    const state = createTeenState()
    selectAge(state, 1)
    setPin(state, '0427')
    const { bridge, native } = inAppBridge(switchesAnything)
    expect(await confirmPin(state, bridge, '0427')).toEqual({ ok: true, data: { open: true, age: 1 } })
    expect(native.calls).toEqual([{ op: 'teenagerSwitch', data: { open: true, password: '0427', age: 1 } }])
    expect(state.teenPwd).toBe('')
  })

  it('refuses a different second entry with the mismatch message, keeps the first entry and calls no native', async () => {
    const state = createTeenState()
    setPin(state, '0427')
    const { bridge, native } = inAppBridge(switchesAnything)
    const error = errorOf(await confirmPin(state, bridge, '0428'))
    expect([error.code, error.message]).toEqual([TeenErrorCode.PIN_MISMATCH, '两次输入的密码不一致，请重新输入'])
    expect(state.teenPwd).toBe('0427')
    expect(native.calls).toEqual([])
  })

  it('refuses a confirm with no first entry (the screen was reloaded)', async () => {
    const { bridge, native } = inAppBridge(switchesAnything)
    expect(errorOf(await confirmPin(createTeenState(), bridge, '0427')).code).toBe(TeenErrorCode.PIN_MISMATCH)
    expect(native.calls).toEqual([])
  })

  it('refuses an invalid confirm entry before comparing', async () => {
    const state = createTeenState()
    setPin(state, '0427')
    const { bridge, native } = inAppBridge(switchesAnything)
    expect(errorOf(await confirmPin(state, bridge, '042')).code).toBe(TeenErrorCode.INVALID_PIN)
    expect(native.calls).toEqual([])
  })

  it('refuses a bracket that is not one (state written by hand)', async () => {
    const state = createTeenState()
    setPin(state, '0427')
    state.teenAge = 7
    const { bridge, native } = inAppBridge(switchesAnything)
    expect(errorOf(await confirmPin(state, bridge, '0427')).code).toBe(TeenErrorCode.INVALID_AGE)
    expect(native.calls).toEqual([])
  })

  it('keeps the PIN when native fails (an app without the bridge: 999), so the user can retry', async () => {
    const state = createTeenState()
    setPin(state, '0427')
    const error = errorOf(await confirmPin(state, appWithoutBridge().bridge, '0427'))
    expect([error.code, error.errcode]).toEqual([TeenErrorCode.OUTDATED_APP, BridgeErrcode.OUTDATED_APP])
    expect(state.teenPwd).toBe('0427')
  })
})

describe('closeTeenMode', () => {
  it('turns teen mode off with the PIN', async () => {
    const { bridge, native } = inAppBridge(guardedBy('0427'))
    expect(await closeTeenMode(createTeenState(), bridge, '0427')).toEqual({ ok: true, data: { open: false } })
    expect(native.calls).toEqual([{ op: 'teenagerSwitch', data: { open: false, password: '0427' } }])
  })

  it('turns native errcode 4001 into WRONG_PIN with 密码错误，请重新输入', async () => {
    const { bridge } = inAppBridge(guardedBy('0427'))
    const error = errorOf(await closeTeenMode(createTeenState(), bridge, '1111'))
    expect(error.code).toBe(TeenErrorCode.WRONG_PIN)
    expect(error.message).toBe('密码错误，请重新输入')
    expect(error.errcode).toBe(TeenNativeErrcode.WRONG_PIN)
    expect(error.errmsg).toBe('密码错误')
  })

  it('does not ask native with an invalid PIN', async () => {
    const { bridge, native } = inAppBridge(guardedBy('0427'))
    expect(errorOf(await closeTeenMode(createTeenState(), bridge, '12')).code).toBe(TeenErrorCode.INVALID_PIN)
    expect(native.calls).toEqual([])
  })
})

describe('changePin', () => {
  const input = { oldPin: '0427', newPin: '1358', confirmPin: '1358' }

  it('verifies the old PIN by turning off with it, then turns on with the new PIN keeping native bracket', async () => {
    const { bridge, native } = inAppBridge(guardedBy('0427'))
    expect(await changePin(createTeenState(), bridge, input)).toEqual({ ok: true, data: { open: true } })
    expect(native.calls).toEqual([
      { op: 'teenagerSwitch', data: { open: false, password: '0427' } },
      { op: 'teenagerSwitch', data: { open: true, password: '1358' } },
    ])
  })

  it('stops at a wrong old PIN with WRONG_PIN, the mode untouched', async () => {
    const { bridge, native } = inAppBridge(guardedBy('9999'))
    expect(errorOf(await changePin(createTeenState(), bridge, input)).code).toBe(TeenErrorCode.WRONG_PIN)
    expect(native.calls).toHaveLength(1)
  })

  it('refuses a confirm entry that differs, before asking native', async () => {
    const { bridge, native } = inAppBridge(guardedBy('0427'))
    expect(errorOf(await changePin(createTeenState(), bridge, { ...input, confirmPin: '1359' })).code).toBe(TeenErrorCode.PIN_MISMATCH)
    expect(native.calls).toEqual([])
  })

  it.each([
    { oldPin: '042', newPin: '1358', confirmPin: '1358' },
    { oldPin: '0427', newPin: '13a8', confirmPin: '13a8' },
  ])('refuses an invalid PIN %j', async (bad) => {
    const { bridge, native } = inAppBridge(guardedBy('0427'))
    expect(errorOf(await changePin(createTeenState(), bridge, bad)).code).toBe(TeenErrorCode.INVALID_PIN)
    expect(native.calls).toEqual([])
  })

  it('turns the mode back on with the old PIN when the new one fails, and reports the failure', async () => {
    const busyForNewPin = ({ password }: TeenSwitchData): Done | NativeFailure =>
      password === '1358' ? { errcode: 500, errmsg: 'native busy' } : {}
    const { bridge, native } = inAppBridge({ handlers: { teenagerSwitch: busyForNewPin } })
    const error = errorOf(await changePin(createTeenState(), bridge, input))
    expect([error.code, error.errcode]).toEqual([TeenErrorCode.NATIVE_FAILED, 500])
    expect(native.calls.map((call) => call.data)).toEqual([
      { open: false, password: '0427' },
      { open: true, password: '1358' },
      { open: true, password: '0427' },
    ])
  })

  it('still reports the new PIN’s failure when turning back on with the old PIN fails too', async () => {
    // 500 for the new PIN, 501 for the way back: the result must carry the first.
    const failsOn = ({ open, password }: TeenSwitchData): Done | NativeFailure =>
      open ? { errcode: password === '1358' ? 500 : 501, errmsg: 'native busy' } : {}
    const { bridge, native } = inAppBridge({ handlers: { teenagerSwitch: failsOn } })
    expect(errorOf(await changePin(createTeenState(), bridge, input)).errcode).toBe(500)
    expect(native.calls).toHaveLength(3)
  })
})

describe('checkCanUse', () => {
  it.each([
    [{ canUse: true, usedMinutes: 12, open: true }, { canUse: true, usedMinutes: 12, open: true }],
    [{ canUse: true, open: false }, { canUse: true, open: false }],
    [{ canUse: false, reason: 'limit', usedMinutes: 60, open: true }, { canUse: false, reason: 'limit', usedMinutes: 60, open: true }],
    [{ canUse: false, reason: 'curfew' }, { canUse: false, reason: 'curfew', open: true }],
    [{ canUse: true }, { canUse: true }],
    [{ canUse: false, reason: 'holiday', usedMinutes: -3 }, { canUse: false, open: true }],
    [{ canUse: true, reason: 'limit', usedMinutes: 'many' }, { canUse: true }],
  ])('normalises %j to %j', async (reply, expected) => {
    const { bridge, native } = inAppBridge({ handlers: { teenagerCanUse: () => reply as never } })
    expect(await checkCanUse(createTeenState(), bridge)).toEqual({ ok: true, data: expected })
    expect(native.calls).toEqual([{ op: 'teenagerCanUse', data: {} }])
  })

  it.each([{}, { canUse: 'true' }, { canUse: 1, open: true }, { usedMinutes: 0 }])(
    'refuses the answer %j, which the bridge reads but is not the documented shape, with BAD_ANSWER',
    async (reply) => {
      const { bridge } = inAppBridge({ handlers: { teenagerCanUse: () => reply as never } })
      const error = errorOf(await checkCanUse(createTeenState(), bridge))
      expect([error.code, error.errcode]).toEqual([TeenErrorCode.BAD_ANSWER, undefined])
    },
  )

  // Each case in its own array: it.each would spread a bare `[]` into no argument at all.
  it.each([['yes'], [1], [[]], [true]])('refuses the answer %j, which the bridge cannot read (995), with BAD_ANSWER', async (reply) => {
    const { bridge } = inAppBridge({ handlers: { teenagerCanUse: () => reply as never } })
    const error = errorOf(await checkCanUse(createTeenState(), bridge))
    expect([error.code, error.message, error.errcode]).toEqual([
      TeenErrorCode.BAD_ANSWER,
      '青少年模式状态获取失败，请稍后重试',
      BridgeErrcode.BAD_REPLY,
    ])
  })

  it('refuses a reply that is not JSON (995) with BAD_ANSWER, never as use allowed', async () => {
    const { bridge } = inAppBridge({
      handlers: { teenagerCanUse: () => ({ canUse: true }) },
      faults: { teenagerCanUse: { malformed: true } },
    })
    expect(errorOf(await checkCanUse(createTeenState(), bridge)).errcode).toBe(BridgeErrcode.BAD_REPLY)
  })

  it('maps an app without the bridge (999) to OUTDATED_APP', async () => {
    const error = errorOf(await checkCanUse(createTeenState(), appWithoutBridge().bridge))
    expect([error.code, error.message, error.errcode]).toEqual([
      TeenErrorCode.OUTDATED_APP,
      '当前App版本过低，请升级到最新版本后使用青少年模式',
      BridgeErrcode.OUTDATED_APP,
    ])
  })

  it('maps a query native never answers (999 after the deadline) to OUTDATED_APP', async () => {
    const { bridge } = inAppBridge({ faults: { teenagerCanUse: { drop: true } } }, { queryTimeoutMs: 20 })
    expect(errorOf(await checkCanUse(createTeenState(), bridge)).code).toBe(TeenErrorCode.OUTDATED_APP)
  })

  it('maps a plain browser (998) to NOT_IN_APP', async () => {
    const error = errorOf(await checkCanUse(createTeenState(), browserBridge()))
    expect([error.code, error.message, error.errcode]).toEqual([
      TeenErrorCode.NOT_IN_APP,
      '请在App内打开青少年模式',
      BridgeErrcode.NOT_IN_APP,
    ])
  })

  it('maps any other native errcode to NATIVE_FAILED, keeping the errcode and errmsg', async () => {
    const { bridge } = inAppBridge({ handlers: { teenagerCanUse: () => ({ errcode: 1234, errmsg: 'internal' }) } })
    const error = errorOf(await checkCanUse(createTeenState(), bridge))
    expect([error.code, error.message, error.errcode, error.errmsg]).toEqual([
      TeenErrorCode.NATIVE_FAILED,
      '操作失败，请稍后重试',
      1234,
      'internal',
    ])
  })
})

describe('the state the actions keep (the shared runner)', () => {
  it('checkCanUse writes native’s answer into the state, and a failure into its errors', async () => {
    const state = createTeenState()
    const asking = checkCanUse(state, inAppBridge({ handlers: { teenagerCanUse: () => ({ canUse: true, usedMinutes: 12, open: true }) } }).bridge)
    expect(state.status.canUse).toBe('loading')
    await asking
    expect([state.status.canUse, state.canUse, state.errors.canUse]).toEqual(['done', { canUse: true, usedMinutes: 12, open: true }, null])

    await checkCanUse(state, browserBridge())
    expect([state.status.canUse, state.errors.canUse?.code]).toEqual(['error', TeenErrorCode.NOT_IN_APP])
  })

  it('sends a PIN completed twice before native answers once, and gives both calls its answer', async () => {
    const { bridge, native } = inAppBridge({ ...guardedBy('0427'), faults: { teenagerSwitch: { delayMs: 30 } } })
    const state = createTeenState()
    const first = closeTeenMode(state, bridge, '1111')
    const second = closeTeenMode(state, bridge, '1111')
    expect(state.status.close).toBe('loading')
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(b)
    expect(errorOf(a).code).toBe(TeenErrorCode.WRONG_PIN)
    expect(native.calls).toHaveLength(1)
    expect([state.status.close, state.errors.close?.code]).toEqual(['error', TeenErrorCode.WRONG_PIN])
  })

  it('turns the mode on once for a confirm entry sent twice, then forgets the PIN', async () => {
    const { bridge, native } = inAppBridge({ ...switchesAnything, faults: { teenagerSwitch: { delayMs: 30 } } })
    const state = createTeenState()
    setPin(state, '0427')
    const results = await Promise.all([confirmPin(state, bridge, '0427'), confirmPin(state, bridge, '0427')])
    expect(results.map((result) => result.ok)).toEqual([true, true])
    expect(native.calls).toHaveLength(1)
    expect([state.status.enable, state.teenPwd]).toEqual(['done', ''])
  })

  it('changes the PIN once for a confirm entry sent twice', async () => {
    const { bridge, native } = inAppBridge({ ...guardedBy('0427'), faults: { teenagerSwitch: { delayMs: 10 } } })
    const state = createTeenState()
    const input = { oldPin: '0427', newPin: '1358', confirmPin: '1358' }
    await Promise.all([changePin(state, bridge, input), changePin(state, bridge, input)])
    expect(native.calls).toHaveLength(2)
    expect(state.status.changePin).toBe('done')
  })
})

// TeenBridge is structural (README, "Actions"): a bridge of the app's own, not @h5/bridge, may answer what
// @h5/bridge never would. These one-line bridges stand for such a bridge, not for native.
describe('a bridge of its own', () => {
  it.each([[null], ['yes'], [1], [[]]])('resolving %j (no object) gives BAD_ANSWER, never use allowed', async (answer) => {
    const bridge = { call: () => Promise.resolve(answer) }
    expect(errorOf(await checkCanUse(createTeenState(), bridge)).code).toBe(TeenErrorCode.BAD_ANSWER)
  })

  it('rejecting with a plain error gives NATIVE_FAILED, never a rejection', async () => {
    const bridge = { call: () => Promise.reject(new TypeError('x is undefined')) }
    expect(errorOf(await closeTeenMode(createTeenState(), bridge, '0427')).code).toBe(TeenErrorCode.NATIVE_FAILED)
    expect(errorOf(await checkCanUse(createTeenState(), bridge)).code).toBe(TeenErrorCode.NATIVE_FAILED)
  })
})
