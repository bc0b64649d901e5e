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
  TEEN_ERROR_BY_ERRCODE,
  TeenError,
  toTeenError,
  type TeenErrorCode,
} from '..'
import { fakeBridge, nativeError, Rejection } from './fakeBridge'

/** Runs `action` and returns the TeenError code it rejected with (fails the test if it resolved). */
async function codeOf(action: Promise<unknown> | (() => unknown)): Promise<TeenErrorCode> {
  try {
    await (typeof action === 'function' ? action() : action)
  } catch (error) {
    expect(error).toBeInstanceOf(TeenError)
    return (error as TeenError).code
  }
  throw new Error('expected a TeenError, the action succeeded')
}

describe('teen state', () => {
  it('starts with no PIN and bracket 2, and each state is its own', () => {
    const a = createTeenState()
    const b = createTeenState()
    a.teenAge = 0
    expect(b).toEqual({ teenPwd: '', teenAge: 2 })
  })

  it('resets to the fresh values', () => {
    const state = createTeenState()
    state.teenPwd = '1234'
    state.teenAge = 0
    resetTeenState(state)
    expect(state).toEqual({ teenPwd: '', teenAge: 2 })
  })
})

describe('selectAge', () => {
  it('stores a valid bracket', () => {
    const state = createTeenState()
    expect(selectAge(state, 0)).toBe(0)
    expect(state.teenAge).toBe(0)
  })

  it.each([3, -1, 1.5, Number.NaN])('refuses %d with INVALID_AGE and keeps the old bracket', async (value) => {
    const state = createTeenState()
    expect(await codeOf(() => selectAge(state, value))).toBe('INVALID_AGE')
    expect(state.teenAge).toBe(2)
  })
})

describe('setPin', () => {
  it('keeps the first entry for the confirm screen', () => {
    const state = createTeenState()
    setPin(state, '0427')
    expect(state.teenPwd).toBe('0427')
  })

  it('refuses a PIN that is not 4 digits', async () => {
    const state = createTeenState()
    expect(await codeOf(() => setPin(state, '04a7'))).toBe('INVALID_PIN')
    expect(state.teenPwd).toBe('')
  })
})

describe('confirmPin', () => {
  it('turns teen mode on with the PIN and the chosen bracket, then forgets the PIN', async () => {
    const state = createTeenState()
    selectAge(state, 1)
    setPin(state, '0427')
    const { bridge, calls } = fakeBridge()
    await expect(confirmPin(state, bridge, '0427')).resolves.toEqual({ open: true, age: 1 })
    expect(calls).toEqual([{ op: 'teenagerSwitch', data: { open: true, password: '0427', age: 1 } }])
    expect(state.teenPwd).toBe('')
  })

  it('refuses a different second entry with the mismatch message, keeps the first entry and calls no native', async () => {
    const state = createTeenState()
    setPin(state, '0427')
    const { bridge, calls } = fakeBridge()
    const error = await confirmPin(state, bridge, '0428').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TeenError)
    expect((error as TeenError).message).toBe('两次输入的密码不一致，请重新输入')
    expect(state.teenPwd).toBe('0427')
    expect(calls).toEqual([])
  })

  it('refuses a confirm with no first entry (the screen was reloaded)', async () => {
    const { bridge, calls } = fakeBridge()
    expect(await codeOf(confirmPin(createTeenState(), bridge, '0427'))).toBe('PIN_MISMATCH')
    expect(calls).toEqual([])
  })

  it('refuses an invalid confirm entry before comparing', async () => {
    const state = createTeenState()
    setPin(state, '0427')
    expect(await codeOf(confirmPin(state, fakeBridge().bridge, '042'))).toBe('INVALID_PIN')
  })

  it('refuses a bracket that is not one (state written by hand)', async () => {
    const state = createTeenState()
    setPin(state, '0427')
    state.teenAge = 7
    expect(await codeOf(confirmPin(state, fakeBridge().bridge, '0427'))).toBe('INVALID_AGE')
  })

  it('keeps the PIN when native fails, so the user can retry', async () => {
    const state = createTeenState()
    setPin(state, '0427')
    const { bridge } = fakeBridge({ teenagerSwitch: [nativeError(999, '请保持App为最新版本')] })
    expect(await codeOf(confirmPin(state, bridge, '0427'))).toBe('OUTDATED_APP')
    expect(state.teenPwd).toBe('0427')
  })
})

describe('closeTeenMode', () => {
  it('turns teen mode off with the PIN', async () => {
    const { bridge, calls } = fakeBridge()
    await expect(closeTeenMode(bridge, '0427')).resolves.toEqual({ open: false })
    expect(calls).toEqual([{ op: 'teenagerSwitch', data: { open: false, password: '0427' } }])
  })

  it('turns native errcode 4001 into WRONG_PIN with 密码错误，请重新输入', async () => {
    const { bridge } = fakeBridge({ teenagerSwitch: [nativeError(4001, '密码错误')] })
    const error = (await closeTeenMode(bridge, '1111').catch((e: unknown) => e)) as TeenError
    expect(error.code).toBe('WRONG_PIN')
    expect(error.message).toBe('密码错误，请重新输入')
    expect(error.errcode).toBe(4001)
    expect(error.errmsg).toBe('密码错误')
  })

  it('does not ask native with an invalid PIN', async () => {
    const { bridge, calls } = fakeBridge()
    expect(await codeOf(closeTeenMode(bridge, '12'))).toBe('INVALID_PIN')
    expect(calls).toEqual([])
  })
})

describe('changePin', () => {
  const input = { oldPin: '0427', newPin: '1358', confirmPin: '1358' }

  it('verifies the old PIN by turning off with it, then turns on with the new PIN keeping native bracket', async () => {
    const { bridge, calls } = fakeBridge()
    await expect(changePin(bridge, input)).resolves.toEqual({ open: true })
    expect(calls).toEqual([
      { op: 'teenagerSwitch', data: { open: false, password: '0427' } },
      { op: 'teenagerSwitch', data: { open: true, password: '1358' } },
    ])
  })

  it('stops at a wrong old PIN with WRONG_PIN, the mode untouched', async () => {
    const { bridge, calls } = fakeBridge({ teenagerSwitch: [nativeError(4001, '密码错误')] })
    expect(await codeOf(changePin(bridge, input))).toBe('WRONG_PIN')
    expect(calls).toHaveLength(1)
  })

  it('refuses a confirm entry that differs, before asking native', async () => {
    const { bridge, calls } = fakeBridge()
    expect(await codeOf(changePin(bridge, { ...input, confirmPin: '1359' }))).toBe('PIN_MISMATCH')
    expect(calls).toEqual([])
  })

  it.each([
    { oldPin: '042', newPin: '1358', confirmPin: '1358' },
    { oldPin: '0427', newPin: '13a8', confirmPin: '13a8' },
  ])('refuses an invalid PIN %j', async (bad) => {
    expect(await codeOf(changePin(fakeBridge().bridge, bad))).toBe('INVALID_PIN')
  })

  it('turns the mode back on with the old PIN when the new one fails, and reports the failure', async () => {
    const { bridge, calls } = fakeBridge({ teenagerSwitch: [{}, nativeError(500, 'native busy'), {}] })
    const error = (await changePin(bridge, input).catch((e: unknown) => e)) as TeenError
    expect(error.code).toBe('NATIVE_FAILED')
    expect(error.errcode).toBe(500)
    expect(calls.map((c) => c.data)).toEqual([
      { open: false, password: '0427' },
      { open: true, password: '1358' },
      { open: true, password: '0427' },
    ])
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
    [{ canUse: true, reason: 'limit', usedMinutes: Number.NaN }, { canUse: true }],
  ])('normalises %j to %j', async (reply, expected) => {
    const { bridge, calls } = fakeBridge({ teenagerCanUse: [reply] })
    await expect(checkCanUse(bridge)).resolves.toEqual(expected)
    expect(calls).toEqual([{ op: 'teenagerCanUse' }])
  })

  it.each([null, 'yes', 1, {}, { canUse: 'true' }, []])('refuses the malformed answer %j with BAD_ANSWER', async (reply) => {
    const { bridge } = fakeBridge({ teenagerCanUse: [() => reply] })
    expect(await codeOf(checkCanUse(bridge))).toBe('BAD_ANSWER')
  })

  it.each([
    [999, 'OUTDATED_APP', '当前App版本过低，请升级到最新版本后使用青少年模式'],
    [998, 'NOT_IN_APP', '请在App内打开青少年模式'],
    [1234, 'NATIVE_FAILED', '操作失败，请稍后重试'],
  ] as const)('maps bridge errcode %i to %s', async (errcode, code, message) => {
    const { bridge } = fakeBridge({ teenagerCanUse: [nativeError(errcode)] })
    const error = (await checkCanUse(bridge).catch((e: unknown) => e)) as TeenError
    expect([error.code, error.message, error.errcode]).toEqual([code, message, errcode])
  })
})

describe('toTeenError', () => {
  it.each(Object.entries(TEEN_ERROR_BY_ERRCODE))('maps errcode %s to %s', (errcode, code) => {
    expect(toTeenError({ errcode: Number(errcode), errmsg: 'x' }).code).toBe(code)
  })

  it.each([new Error('boom'), 'boom', undefined, { errcode: '4001' }])('maps %j without a numeric errcode to NATIVE_FAILED', (error) => {
    const mapped = toTeenError(error)
    expect(mapped.code).toBe('NATIVE_FAILED')
    expect(mapped.errcode).toBeUndefined()
  })

  it('passes a TeenError through unchanged', () => {
    const original = new TeenError('WRONG_PIN')
    expect(toTeenError(original)).toBe(original)
  })

  it('a rejected call with a plain error is NATIVE_FAILED, never a crash', async () => {
    const { bridge } = fakeBridge({ teenagerSwitch: [new Rejection(new TypeError('x is undefined'))] })
    expect(await codeOf(closeTeenMode(bridge, '0427'))).toBe('NATIVE_FAILED')
  })
})
