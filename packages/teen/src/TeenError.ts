import { TeenErrorCode } from './TeenErrorCode'

/** The message the screens show for each code, as is. */
export const TEEN_ERROR_MESSAGES: Readonly<Record<TeenErrorCode, string>> = {
  [TeenErrorCode.INVALID_PIN]: '请输入4位数字密码',
  [TeenErrorCode.PIN_MISMATCH]: '两次输入的密码不一致，请重新输入',
  [TeenErrorCode.WRONG_PIN]: '密码错误，请重新输入',
  [TeenErrorCode.INVALID_AGE]: '请选择正确的年龄段',
  [TeenErrorCode.OUTDATED_APP]: '当前App版本过低，请升级到最新版本后使用青少年模式',
  [TeenErrorCode.NOT_IN_APP]: '请在App内打开青少年模式',
  [TeenErrorCode.BAD_ANSWER]: '青少年模式状态获取失败，请稍后重试',
  [TeenErrorCode.NATIVE_FAILED]: '操作失败，请稍后重试',
}

/**
 * The one error class of @h5/teen: the `error` of a failed {@link TeenResult}. `message` is the Chinese text the
 * screen shows; `code` says why, one of {@link TeenErrorCode}.
 *
 * @example
 * const closed = await closeTeenMode(bridge, pin)
 * if (!closed.ok) showToast(closed.error.message) // e.g. 密码错误，请重新输入
 */
export class TeenError extends Error {
  override readonly name = 'TeenError'

  constructor(
    readonly code: TeenErrorCode,
    /** Native's errcode, when the failure came from the bridge. */
    readonly errcode?: number,
    /** Native's own message, kept for diagnosis; the screens show `message`. */
    readonly errmsg?: string,
  ) {
    super(TEEN_ERROR_MESSAGES[code])
  }
}
