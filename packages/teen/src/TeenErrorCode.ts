/**
 * Why a teen-mode action failed. Each code has the Chinese message the screens show as is
 * ({@link TEEN_ERROR_MESSAGES}); the errcodes behind the native ones are in `TEEN_ERRCODES`.
 *
 * @example
 * const closed = await closeTeenMode(state, bridge, pin)
 * if (!closed.ok && closed.error.code === TeenErrorCode.WRONG_PIN) clearPinBox()
 */
export const TeenErrorCode = {
  /** The PIN is not exactly 4 ASCII digits; nothing was sent to native. */
  INVALID_PIN: 'INVALID_PIN',
  /** The confirm entry differs from the first entry (or there is no first entry); nothing was sent to native. */
  PIN_MISMATCH: 'PIN_MISMATCH',
  /** Native refused the PIN (native errcode 4001, `TeenNativeErrcode.WRONG_PIN`, docs/native-contract.md). */
  WRONG_PIN: 'WRONG_PIN',
  /** Not one of the brackets 0, 1, 2; nothing was stored or sent. */
  INVALID_AGE: 'INVALID_AGE',
  /** The app has no bridge or did not answer in time (bridge errcode 999, `BridgeErrcode.OUTDATED_APP`). */
  OUTDATED_APP: 'OUTDATED_APP',
  /** The page is open in a plain browser (bridge errcode 998, `BridgeErrcode.NOT_IN_APP`). */
  NOT_IN_APP: 'NOT_IN_APP',
  /**
   * Native answered something that is not the documented shape, or the bridge could not read the answer at all
   * (bridge errcode 995, `BridgeErrcode.BAD_REPLY`): never read as a success.
   */
  BAD_ANSWER: 'BAD_ANSWER',
  /** Native failed with any other errcode (kept in the error's `errcode` / `errmsg`), or the call threw. */
  NATIVE_FAILED: 'NATIVE_FAILED',
} as const

/** One of {@link TeenErrorCode}'s values. */
export type TeenErrorCode = (typeof TeenErrorCode)[keyof typeof TeenErrorCode]
