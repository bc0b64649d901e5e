import { describe, expect, it } from 'vitest'
import { createTeenNative, WRONG_PASSWORD_REPLY } from './teenNative'

const noon = '2024-06-01T12:00:00'
const on = (pin = '0427', age?: 0 | 1 | 2) => ({ open: true, password: pin, ...(age === undefined ? {} : { age }) })
const off = (pin = '0427') => ({ open: false, password: pin })

describe('the fake native teen model', () => {
  it('starts off and lets the user in', () => {
    const native = createTeenNative()
    expect(native.teenagerCanUse()).toEqual({ canUse: true, usedMinutes: 0, open: false })
  })

  it('turns on with the PIN and bracket, then answers from the bracket limit', () => {
    const native = createTeenNative({ initial: { now: new Date(noon).toISOString() } })
    expect(native.teenagerSwitch(on('0427', 0))).toEqual({})
    native.setUsedMinutes(39)
    expect(native.teenagerCanUse()).toEqual({ canUse: true, usedMinutes: 39, open: true })
    native.setUsedMinutes(40)
    expect(native.teenagerCanUse()).toEqual({ canUse: false, reason: 'limit', usedMinutes: 40, open: true })
  })

  it('refuses at curfew and lets in again at 06:00', () => {
    const native = createTeenNative()
    native.teenagerSwitch(on())
    native.setNow(new Date(2024, 5, 1, 22, 0))
    expect(native.teenagerCanUse()).toMatchObject({ canUse: false, reason: 'curfew' })
    native.setNow(new Date(2024, 5, 2, 6, 0))
    expect(native.teenagerCanUse()).toMatchObject({ canUse: true })
  })

  it('turns off only with the right PIN (wrong: errcode 4001 密码错误)', () => {
    const native = createTeenNative()
    native.teenagerSwitch(on('0427'))
    expect(native.teenagerSwitch(off('1111'))).toEqual(WRONG_PASSWORD_REPLY)
    expect(native.snapshot().open).toBe(true)
    expect(native.teenagerSwitch(off('0427'))).toEqual({})
    expect(native.snapshot()).toMatchObject({ open: false, pin: null })
  })

  it('is idempotent: on when on keeps the PIN, off when off resolves', () => {
    const native = createTeenNative()
    expect(native.teenagerSwitch(off('9999'))).toEqual({})
    native.teenagerSwitch(on('0427', 1))
    expect(native.teenagerSwitch(on('5555', 0))).toEqual({})
    expect(native.snapshot()).toMatchObject({ pin: '0427', age: 1 })
  })

  it('keeps its bracket when turned on without an age (the change-PIN flow)', () => {
    const native = createTeenNative()
    native.teenagerSwitch(on('0427', 0))
    native.teenagerSwitch(off('0427'))
    native.teenagerSwitch(on('1358'))
    expect(native.snapshot()).toMatchObject({ open: true, pin: '1358', age: 0 })
  })

  it.each([undefined, null, {}, { open: 'yes', password: '0427' }, { open: true }, on('12'), { ...on(), age: 5 }])(
    'rejects the malformed payload %j',
    (payload) => {
      const native = createTeenNative()
      expect(native.teenagerSwitch(payload)).toMatchObject({ errcode: 4000 })
      expect(native.snapshot().open).toBe(false)
    },
  )

  it('survives a reload through storage, dropping corrupt fields', () => {
    const native = createTeenNative({ storage: sessionStorage })
    native.teenagerSwitch(on('0427', 1))
    native.setUsedMinutes(12)
    expect(createTeenNative({ storage: sessionStorage }).snapshot()).toMatchObject({ open: true, pin: '0427', age: 1, usedMinutes: 12 })
    sessionStorage.setItem('h5:dev:teenNative', JSON.stringify({ open: 'x', age: 9, usedMinutes: 5 }))
    expect(createTeenNative({ storage: sessionStorage }).snapshot()).toEqual({
      open: false,
      pin: null,
      age: 2,
      usedMinutes: 5,
      now: null,
    })
    sessionStorage.setItem('h5:dev:teenNative', '{not json')
    expect(createTeenNative({ storage: sessionStorage }).snapshot().open).toBe(false)
    sessionStorage.clear()
  })

  it('resets to off with nothing used', () => {
    const native = createTeenNative()
    native.teenagerSwitch(on())
    native.setUsedMinutes(80)
    native.reset()
    expect(native.snapshot()).toEqual({ open: false, pin: null, age: 2, usedMinutes: 0, now: null })
  })
})
