import { isAgeBracket } from './ageBrackets'
import { isValidPin } from './pin'
import { switchTeenMode } from './switchTeenMode'
import { TeenErrorCode } from './TeenErrorCode'
import { failure, success } from './teenResults'
import type { AgeBracket, TeenBridge, TeenResult, TeenState } from './types'

/** What turning teen mode on resolves with. */
export interface EnableResult {
  open: true
  age: AgeBracket
}

/**
 * The confirm entry: must equal the first entry (`PIN_MISMATCH` otherwise, the first entry is kept so the user
 * can retry), then turns teen mode on with the PIN and the chosen bracket. The PIN leaves the state once native
 * has it; a native failure keeps it for another try. Never rejects.
 *
 * @example
 * const enabled = await confirmPin(state, bridge, '0427')
 * if (enabled.ok) finish(`已开启，年龄段 ${enabled.data.age}`)
 * else showError(enabled.error.message) // e.g. 两次输入的密码不一致，请重新输入
 */
export async function confirmPin(state: TeenState, bridge: TeenBridge, pin: string): Promise<TeenResult<EnableResult>> {
  if (!isValidPin(pin)) return failure(TeenErrorCode.INVALID_PIN)
  // With no first entry (the confirm screen was reloaded) `teenPwd` is '', which no valid PIN equals: start over.
  if (pin !== state.teenPwd) return failure(TeenErrorCode.PIN_MISMATCH)
  const age = state.teenAge
  if (!isAgeBracket(age)) return failure(TeenErrorCode.INVALID_AGE)
  const switched = await switchTeenMode(bridge, { open: true, password: pin, age })
  if (!switched.ok) return switched
  state.teenPwd = ''
  return success({ open: true, age })
}
