import { isValidPin } from './pin'
import { switchTeenMode } from './switchTeenMode'
import { TeenErrorCode } from './TeenErrorCode'
import { failure, success } from './teenResults'
import type { TeenBridge, TeenResult } from './types'

/** What turning teen mode off resolves with. */
export interface DisableResult {
  open: false
}

/**
 * Turns teen mode off with the guardian's PIN. A wrong PIN is `WRONG_PIN` (native errcode 4001,
 * `TeenNativeErrcode.WRONG_PIN`); a PIN that is not 4 digits is `INVALID_PIN` and never reaches native. Never
 * rejects.
 *
 * @example
 * const closed = await closeTeenMode(bridge, '0427')
 * if (closed.ok) showToast('青少年模式已关闭')
 * else showError(closed.error.message) // e.g. 密码错误，请重新输入
 */
export async function closeTeenMode(bridge: TeenBridge, pin: string): Promise<TeenResult<DisableResult>> {
  if (!isValidPin(pin)) return failure(TeenErrorCode.INVALID_PIN)
  const switched = await switchTeenMode(bridge, { open: false, password: pin })
  if (!switched.ok) return switched
  return success({ open: false })
}
