/**
 * Why a recharge action failed. Each code has the Chinese message the screens show (RECHARGE_ERROR_MESSAGES in
 * errnoTable.ts). Server errnos are docs/openapi.yaml's; native errcodes docs/native-contract.md's.
 */
export const RechargeErrorCode = {
  /** Errno 8304101: the account is a minor's; recharge is refused. */
  MINOR: 'MINOR',
  /** Teen mode is on (native's `teenagerCanUse` says `open`); nothing was sent. */
  TEEN_MODE: 'TEEN_MODE',
  /** Errno 8380001, or the amount is more than what is left of today's cap (checked before sending). */
  DAILY_CAP: 'DAILY_CAP',
  /** Errno 8380002, or the amount is more than what is left of this month's cap. */
  MONTHLY_CAP: 'MONTHLY_CAP',
  /** Errno 8380003: the package is no longer on sale (or its price changed); reload the offer. */
  PACKAGE_WITHDRAWN: 'PACKAGE_WITHDRAWN',
  /** Errno 8380004: the server knows no such order. */
  ORDER_UNKNOWN: 'ORDER_UNKNOWN',
  /** Errno 8380005, or a custom amount outside the server's limits (checked before sending). */
  AMOUNT_OUT_OF_RANGE: 'AMOUNT_OUT_OF_RANGE',
  /** Errno 8380006: no account has this account ID. */
  ACCOUNT_UNKNOWN: 'ACCOUNT_UNKNOWN',
  /** The account ID is not 4 to 12 digits; nothing was sent. */
  INVALID_ACCOUNT_ID: 'INVALID_ACCOUNT_ID',
  /** Native's `checkWx` says WeChat is not installed, or `payV2` answered errcode 4004. */
  WECHAT_MISSING: 'WECHAT_MISSING',
  /** Native's `payV2` answered errcode 4005 (the payment SDK failed), or the server says the order failed. */
  PAY_FAILED: 'PAY_FAILED',
  /** The server closed the order unpaid. */
  ORDER_CLOSED: 'ORDER_CLOSED',
  /** Native errcode 998: outside the app, where native pay is not available. */
  NOT_IN_APP: 'NOT_IN_APP',
  /** Native errcode 999: the app is too old for this operation. */
  OUTDATED_APP: 'OUTDATED_APP',
  /**
   * Errno 8380007, or no `WeixinJSBridge` in WeChat's browser: pay inside WeChat (JSAPI) is not set up, so the page
   * guides the user to the system browser, where WeChat H5 pay works.
   */
  JSAPI_OFF: 'JSAPI_OFF',
  /** WeChat's web authorisation came back without a code, or with a `state` the page did not make. */
  WECHAT_AUTH_FAILED: 'WECHAT_AUTH_FAILED',
  /** Errno 8304006 / 107: the session is gone (@h5/api closes the page). */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** Any other failure: another errno, a network error, a time-out, an unreadable answer. */
  REQUEST_FAILED: 'REQUEST_FAILED',
} as const
/** One of {@link RechargeErrorCode}'s values. */
export type RechargeErrorCode = (typeof RechargeErrorCode)[keyof typeof RechargeErrorCode]
