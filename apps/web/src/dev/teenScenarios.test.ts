import { afterEach, describe, expect, it } from 'vitest'
import { createTeenNative, TEEN_NATIVE_STORAGE_KEY } from './teenNative'
import { applyTeenScenario, DEV_TEEN_PIN } from './teenScenarios'

afterEach(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

/** The model the fake native builds after the scenario was applied at `url`. */
function modelAt(url: string) {
  history.replaceState(null, '', url)
  applyTeenScenario(window)
  return createTeenNative({ storage: sessionStorage })
}

describe('the dev teen scenarios (?teen=)', () => {
  it('limit: on, 8–16, the hour used at noon, so use is refused for the limit', () => {
    expect(modelAt('/teenager/nav?teen=limit').teenagerCanUse()).toEqual({
      canUse: false,
      reason: 'limit',
      usedMinutes: 60,
      open: true,
    })
  })

  it('curfew: on at 22:30, refused for the curfew', () => {
    expect(modelAt('/teenager/nav?teen=curfew').teenagerCanUse()).toMatchObject({ canUse: false, reason: 'curfew' })
  })

  it('on: allowed, and the dev PIN turns it off', () => {
    const model = modelAt('/teenager?teen=on')
    expect(model.teenagerCanUse()).toEqual({ canUse: true, usedMinutes: 35, open: true })
    expect(model.teenagerSwitch({ open: false, password: DEV_TEEN_PIN })).toEqual({})
  })

  it('off replaces whatever the tab had', () => {
    sessionStorage.setItem(TEEN_NATIVE_STORAGE_KEY, JSON.stringify({ open: true, pin: '1111', age: 0 }))
    expect(modelAt('/teenager?teen=off').snapshot()).toEqual({ open: false, pin: null, age: 2, usedMinutes: 0, now: null })
  })

  it('leaves the model alone without a known scenario', () => {
    sessionStorage.setItem(TEEN_NATIVE_STORAGE_KEY, JSON.stringify({ open: true, pin: '1111', age: 0 }))
    expect(modelAt('/teenager?teen=toString').snapshot()).toMatchObject({ open: true, pin: '1111', age: 0 })
  })
})
