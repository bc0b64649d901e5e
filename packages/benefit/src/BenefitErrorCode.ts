/**
 * Why a benefit action failed. Each code has the Chinese message the screens show (BENEFIT_ERROR_MESSAGES in
 * errnoTable.ts). Server errnos are docs/openapi.yaml's (tag `benefit`), native errcodes docs/native-contract.md's.
 */
export const BenefitErrorCode = {
  /** Errno 8390001: cash-out needs real-name verification (the page offers /oauth). */
  NOT_VERIFIED: 'NOT_VERIFIED',
  /** Errno 8390002: cash-out needs a bound phone (native `gotoBindMobile`). */
  PHONE_NOT_BOUND: 'PHONE_NOT_BOUND',
  /** Errno 8390003: the money goes to WeChat, which is not bound (native `bindWeChat`). */
  WECHAT_NOT_BOUND: 'WECHAT_NOT_BOUND',
  /** Errno 8390004: outside the monthly cash-out window. */
  OUTSIDE_WINDOW: 'OUTSIDE_WINDOW',
  /** Errno 8390005: every withdrawal of the month is used. */
  MONTHLY_TIMES_USED: 'MONTHLY_TIMES_USED',
  /** Errno 8390006, or checked before sending: the amount is below the minimum of one withdrawal. */
  BELOW_MINIMUM: 'BELOW_MINIMUM',
  /** Errno 8390007, or checked before sending: the amount is more than the cash value available. */
  ABOVE_BALANCE: 'ABOVE_BALANCE',
  /** Errno 8390008, or checked before sending: the amount is above the maximum of one withdrawal. */
  ABOVE_MAXIMUM: 'ABOVE_MAXIMUM',
  /** Checked before sending: no amount typed, or not yuan with at most two decimals. */
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  /** Errno 8390009: the attempt's key was used for another request; reload and start again. */
  KEY_REUSED: 'KEY_REUSED',
  /** Errno 8390010: no such withdrawal. */
  NO_SUCH_WITHDRAWAL: 'NO_SUCH_WITHDRAWAL',
  /** Errno 8390012, or checked before sending: the withdrawal carries no proof of the owner (code or password). */
  VERIFICATION_NEEDED: 'VERIFICATION_NEEDED',
  /** Errno 8361001: the withdrawal's SMS code is not the one sent. */
  SMS_CODE_WRONG: 'SMS_CODE_WRONG',
  /** Errno 8361002: no code is open (never sent, used, or older than 5 minutes). */
  SMS_CODE_EXPIRED: 'SMS_CODE_EXPIRED',
  /** Errno 8361003: a code went out less than a minute ago. */
  SMS_TOO_OFTEN: 'SMS_TOO_OFTEN',
  /** Errno 8390011: the payment password is wrong. */
  PAY_PASSWORD_WRONG: 'PAY_PASSWORD_WRONG',
  /** Errno 8390101, or checked before sending: not enough 红钻 for the exchange or the gift. */
  INSUFFICIENT_RED: 'INSUFFICIENT_RED',
  /** Errno 8390102: the exchange option is no longer offered. */
  OPTION_WITHDRAWN: 'OPTION_WITHDRAWN',
  /** Errno 8390103: today's login reward, or this reward, was claimed before. */
  ALREADY_CLAIMED: 'ALREADY_CLAIMED',
  /** Errno 8390104: the reward is unknown or expired. */
  NO_SUCH_REWARD: 'NO_SUCH_REWARD',
  /** Errno 8390105: the friend cannot receive 红钻. */
  FRIEND_CANNOT_RECEIVE: 'FRIEND_CANNOT_RECEIVE',
  /** Errno 8304101, or the account says so before sending: minors may not give 红钻. */
  MINOR: 'MINOR',
  /** Teen mode is on (native's `teenagerCanUse`, checkTeenModeOn of @h5/teen): giving is refused; nothing was sent. */
  TEEN_MODE: 'TEEN_MODE',
  /** Native errcode 4002 (or 997): the user closed the friend picker or the binding. */
  CANCELLED: 'CANCELLED',
  /** Native errcode 998: outside the app, where binding and the friend picker are not available. */
  NOT_IN_APP: 'NOT_IN_APP',
  /** Native errcode 999: the app is too old for this operation. */
  OUTDATED_APP: 'OUTDATED_APP',
  /** Errno 8304006 / 107: the session is gone (@h5/api closes the page). */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** Any other failure: another errno, a network error, a time-out, an unreadable answer. */
  REQUEST_FAILED: 'REQUEST_FAILED',
} as const
/** One of {@link BenefitErrorCode}'s values. */
export type BenefitErrorCode = (typeof BenefitErrorCode)[keyof typeof BenefitErrorCode]
