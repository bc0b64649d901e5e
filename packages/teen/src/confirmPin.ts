import { isAgeBracket } from './ageBrackets'
import { teenError } from './errnoTable'
import { runPinAction } from './runPinAction'
import { TeenErrorCode } from './TeenErrorCode'
import type { AgeBracket, TeenBridge, TeenResult, TeenState } from './types'

/** What turning teen mode on resolves with. */
export interface EnableResult {
  open: true
  age: AgeBracket
}

/**
 * The confirm entry: must equal the first entry (`PIN_MISMATCH` otherwise, the first entry is kept so the user
 * can retry), then turns teen mode on with the PIN and the chosen bracket (`status.enable`). The PIN leaves the
 * state once native has it; a native failure keeps it for another try. Exclusive: a second call while native
 * has not answered gets the first call's result and sends nothing. Never rejects.
 *
 * @example
 * const enabled = await confirmPin(state, bridge, '0427')
 * if (enabled.ok) finish(`已开启，年龄段 ${enabled.data.age}`)
 * else showError(enabled.error.message) // e.g. 两次输入的密码不一致，请重新输入
 */
export function confirmPin(state: TeenState, bridge: TeenBridge, pin: string): Promise<TeenResult<EnableResult>> {
  return runPinAction(state, 'enable', [pin], async () => {
    // With no first entry (the confirm screen was reloaded) `teenPwd` is '', which no valid PIN equals: start over.
    if (pin !== state.teenPwd) throw teenError(TeenErrorCode.PIN_MISMATCH)
    const age = state.teenAge
    if (!isAgeBracket(age)) throw teenError(TeenErrorCode.INVALID_AGE)
    await bridge.call('teenagerSwitch', { open: true, password: pin, age })
    // Here, not in `apply`: the PIN leaves memory once native has it, even when the screen that asked has gone.
    state.teenPwd = ''
    return { open: true, age }
  })
}
