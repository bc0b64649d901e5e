import { isValidPin } from './pin'
import { TeenErrorCode } from './TeenErrorCode'
import { failure, success } from './teenResults'
import type { TeenResult, TeenState } from './types'

/**
 * Keeps the first PIN entry until the confirm screen. Anything but 4 ASCII digits is `INVALID_PIN` and keeps
 * nothing.
 *
 * @example
 * const kept = setPin(state, '0427')
 * if (kept.ok) next('/teenager/rePwd')
 * else showError(kept.error.message) // 请输入4位数字密码
 */
export function setPin(state: TeenState, pin: string): TeenResult<void> {
  if (!isValidPin(pin)) return failure(TeenErrorCode.INVALID_PIN)
  state.teenPwd = pin
  return success(undefined)
}
