/**
 * Every way a teen-mode action fails. Each code has a Chinese message the screens show as is (DESIGN §5).
 * - `INVALID_PIN`: the PIN is not exactly 4 ASCII digits.
 * - `PIN_MISMATCH`: the confirm entry differs from the first entry.
 * - `WRONG_PIN`: native refused the PIN (errcode 4001).
 * - `INVALID_AGE`: not one of the brackets 0, 1, 2.
 * - `OUTDATED_APP`: the app has no bridge or did not answer in time (bridge errcode 999).
 * - `NOT_IN_APP`: the page is open in a plain browser (bridge errcode 998).
 * - `BAD_ANSWER`: native answered something that is not the documented shape (or the bridge could not read
 *   the answer: bridge errcode 995).
 * - `NATIVE_FAILED`: native failed with any other errcode (kept in `errcode` / `errmsg`).
 */
export type TeenErrorCode =
  | 'INVALID_PIN'
  | 'PIN_MISMATCH'
  | 'WRONG_PIN'
  | 'INVALID_AGE'
  | 'OUTDATED_APP'
  | 'NOT_IN_APP'
  | 'BAD_ANSWER'
  | 'NATIVE_FAILED'

/** The message shown for each code. */
export const TEEN_ERROR_MESSAGES: Readonly<Record<TeenErrorCode, string>> = {
  INVALID_PIN: '请输入4位数字密码',
  PIN_MISMATCH: '两次输入的密码不一致，请重新输入',
  WRONG_PIN: '密码错误，请重新输入',
  INVALID_AGE: '请选择正确的年龄段',
  OUTDATED_APP: '当前App版本过低，请升级到最新版本后使用青少年模式',
  NOT_IN_APP: '请在App内打开青少年模式',
  BAD_ANSWER: '青少年模式状态获取失败，请稍后重试',
  NATIVE_FAILED: '操作失败，请稍后重试',
}

/**
 * The one error class of @h5/teen.
 *
 * @example
 * try { await closeTeenMode(bridge, pin) } catch (e) { if (e instanceof TeenError) showToast(e.message) }
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
