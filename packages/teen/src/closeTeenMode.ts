import { runPinAction } from './runPinAction'
import type { TeenBridge, TeenResult, TeenState } from './types'

/** What turning teen mode off resolves with. */
export interface DisableResult {
  open: false
}

/**
 * Turns teen mode off with the guardian's PIN (`status.close`). A wrong PIN is `WRONG_PIN` (native errcode 4001,
 * `TeenNativeErrcode.WRONG_PIN`); a PIN that is not 4 digits is `INVALID_PIN` and never reaches native.
 * Exclusive: a second call while native has not answered gets the first call's result and sends nothing. Never
 * rejects.
 *
 * @example
 * const closed = await closeTeenMode(state, bridge, '0427')
 * if (closed.ok) showToast('青少年模式已关闭')
 * else showError(closed.error.message) // e.g. 密码错误，请重新输入
 */
export function closeTeenMode(state: TeenState, bridge: TeenBridge, pin: string): Promise<TeenResult<DisableResult>> {
  return runPinAction(state, 'close', [pin], async () => {
    await bridge.call('teenagerSwitch', { open: false, password: pin })
    return { open: false }
  })
}
