/**
 * Native's own errcodes (4000 and up, docs/native-contract.md, "Errcodes") that teen mode gives a meaning of its
 * own. The SDK's errcodes (999–994) are `BridgeErrcode` of @h5/bridge.
 *
 * @example
 * // a fake native refusing a PIN, as the real one does
 * teenagerSwitch: ({ password }) => (password === pin ? {} : { errcode: TeenNativeErrcode.WRONG_PIN, errmsg: '密码错误' })
 */
export const TeenNativeErrcode = {
  /** 4001 `密码错误`: `teenagerSwitch` with a PIN that is not the guardian's (`TeenErrorCode.WRONG_PIN`). */
  WRONG_PIN: 4001,
} as const

/** One of {@link TeenNativeErrcode}'s values. */
export type TeenNativeErrcode = (typeof TeenNativeErrcode)[keyof typeof TeenNativeErrcode]
