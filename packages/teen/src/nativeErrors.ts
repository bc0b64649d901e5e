import { BridgeErrcode } from '@h5/bridge'
import { TeenError } from './TeenError'
import { TeenErrorCode } from './TeenErrorCode'
import { TeenNativeErrcode } from './TeenNativeErrcode'

/**
 * Bridge errcodes with a meaning of their own for teen mode (docs/native-contract.md, "Errcodes"); any other
 * errcode is `NATIVE_FAILED`.
 */
export const TEEN_ERROR_BY_ERRCODE: Readonly<Record<number, TeenErrorCode>> = {
  [TeenNativeErrcode.WRONG_PIN]: TeenErrorCode.WRONG_PIN,
  [BridgeErrcode.OUTDATED_APP]: TeenErrorCode.OUTDATED_APP,
  [BridgeErrcode.NOT_IN_APP]: TeenErrorCode.NOT_IN_APP,
  // The bridge could not read native's answer (not an object, or an errcode that is not a number): the same
  // as an answer of the wrong shape, never a success (it read such a teenagerSwitch as "on").
  [BridgeErrcode.BAD_REPLY]: TeenErrorCode.BAD_ANSWER,
}

/**
 * A bridge failure as a TeenError. Recognised by shape (a numeric `errcode`), not by class, so two copies of
 * @h5/bridge or a hand-written bridge still map correctly; anything else is `NATIVE_FAILED`.
 *
 * @example
 * bridge.call('finish').catch((error) => showToast(toTeenError(error).message)) // 请在App内打开青少年模式
 */
export function toTeenError(error: unknown): TeenError {
  if (error instanceof TeenError) return error
  const { errcode, errmsg } = (error ?? {}) as { errcode?: unknown; errmsg?: unknown }
  if (typeof errcode !== 'number') return new TeenError(TeenErrorCode.NATIVE_FAILED)
  const message = typeof errmsg === 'string' ? errmsg : undefined
  return new TeenError(TEEN_ERROR_BY_ERRCODE[errcode] ?? TeenErrorCode.NATIVE_FAILED, errcode, message)
}
