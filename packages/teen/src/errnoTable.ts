import { createErrorTable } from '@h5/request'
import { TeenError } from './TeenError'
import { TeenErrorCode } from './TeenErrorCode'
import { TeenNativeErrcode } from './TeenNativeErrcode'

const C = TeenErrorCode

/**
 * The teen-mode table on @h5/request's lookup. Teen mode talks to native alone, so its rows are native's errcodes
 * (docs/native-contract.md, "Errcodes") and no server errno; anything else is `NATIVE_FAILED`. A failure is read by
 * shape (a numeric `errcode`), not by class, so two copies of @h5/bridge or a hand-written bridge still map. The
 * SDK's errcodes are written as numbers, as every family's table writes them, each with its `BridgeErrcode` name
 * (the tests hold them to it): importing @h5/bridge here would split its errcodes out of the app's start-up
 * chunk into one of their own, an extra request on every page, for three numbers.
 *
 * - `TEEN_ERROR_MESSAGES`: the Chinese message of every code, shown as is (native's errmsg is kept as `errmsg`);
 * - `TEEN_ERRCODES`: the errcodes with a meaning of their own for teen mode (tests iterate it);
 * - `teenError(code, details?)`: a TeenError of `code` with its message;
 * - `toTeenError(cause)`: any failure as a TeenError by the rows; a TeenError passes through.
 *
 * @example
 * bridge.call('finish').catch((error) => showToast(toTeenError(error).message)) // 请在App内打开青少年模式
 */
export const {
  messages: TEEN_ERROR_MESSAGES,
  errcodes: TEEN_ERRCODES,
  error: teenError,
  toError: toTeenError,
} = createErrorTable(TeenError, {
  messages: {
    INVALID_PIN: '请输入4位数字密码',
    PIN_MISMATCH: '两次输入的密码不一致，请重新输入',
    WRONG_PIN: '密码错误，请重新输入',
    INVALID_AGE: '请选择正确的年龄段',
    OUTDATED_APP: '当前App版本过低，请升级到最新版本后使用青少年模式',
    NOT_IN_APP: '请在App内打开青少年模式',
    BAD_ANSWER: '青少年模式状态获取失败，请稍后重试',
    NATIVE_FAILED: '操作失败，请稍后重试',
  },
  errcodes: {
    [TeenNativeErrcode.WRONG_PIN]: C.WRONG_PIN,
    999: C.OUTDATED_APP, // BridgeErrcode.OUTDATED_APP: no bridge, or no answer in time
    998: C.NOT_IN_APP, // BridgeErrcode.NOT_IN_APP: a plain browser
    // BridgeErrcode.BAD_REPLY: the bridge could not read native's answer (not an object, or an errcode that is not a
    // number): the same as an answer of the wrong shape, never a success (a teenagerSwitch so answered was once
    // read as "on").
    995: C.BAD_ANSWER,
  },
  fallback: C.NATIVE_FAILED,
})
