/**
 * Why a mall action failed. Each code has the Chinese message the screens show (MALL_ERROR_MESSAGES in
 * errnoTable.ts). Server errnos are docs/openapi.yaml's (tag `mall`, 83100xx), native errcodes
 * docs/native-contract.md's (teen mode's `teenagerCanUse`).
 */
export const MallErrorCode = {
  /** Errno 8310001, or checked before sending against the loaded balance: not enough 钻石 (the page offers recharge). */
  INSUFFICIENT_DIAMONDS: 'INSUFFICIENT_DIAMONDS',
  /** Errno 8304101, or the guard info says so before sending: the account is a minor's, which may not buy or tip. */
  MINOR: 'MINOR',
  /** Teen mode is on (native's `teenagerCanUse`, checkTeenModeOn of @h5/teen): buying and tipping are refused; nothing was sent. */
  TEEN_MODE: 'TEEN_MODE',
  /** Errno 8310002, or the guard info says so before sending: a guard is a tip, which needs real-name verification (/oauth). */
  NOT_VERIFIED: 'NOT_VERIFIED',
  /** Errno 8310003, or checked before sending against the guard info's caps: the day's tips would pass the daily cap. */
  DAILY_CAP: 'DAILY_CAP',
  /** Errno 8310004, or checked before sending: the month's tips would pass the monthly cap. */
  MONTHLY_CAP: 'MONTHLY_CAP',
  /** Errno 8310005, or checked before sending: nobody guards themselves. */
  GUARD_SELF: 'GUARD_SELF',
  /** Errno 8310006: the pretty number (or a limited item) went to someone else first. */
  SOLD_OUT: 'SOLD_OUT',
  /** Errno 8310007: the item, tier or option is no longer sold (reload the options). */
  WITHDRAWN: 'WITHDRAWN',
  /** Errno 8310008: the price is no longer the one confirmed (reload the options and confirm again). */
  PRICE_CHANGED: 'PRICE_CHANGED',
  /** Errno 8310009: wear or take off an item not owned, or ended. */
  NOT_OWNED: 'NOT_OWNED',
  /** Errno 8310011, or the membership says so before sending: the daily 钻石 and auto-renew need an active membership. */
  NO_MEMBERSHIP: 'NO_MEMBERSHIP',
  /** Errno 8310012, or the item says so before sending: pretty numbers (and items not giftable) cannot be given. */
  NOT_GIFTABLE: 'NOT_GIFTABLE',
  /** Errno 8310013: the user named is unknown, or is the giver. */
  NO_SUCH_USER: 'NO_SUCH_USER',
  /** Errno 8310014: the item is unlocked by a wealth level or a VIP tier, not sold. */
  LOCKED: 'LOCKED',
  /** Errno 8390009: the attempt's key was used for another request; reload and start again. */
  KEY_REUSED: 'KEY_REUSED',
  /**
   * Checked before sending: the option cannot be bought here (a money option, paid through the pay flow; an option
   * of another item; a price that is not a whole number of 钻石), or a guard plan that is not the server's.
   */
  INVALID_OPTION: 'INVALID_OPTION',
  /** Checked before sending: auto-renew is turned on only after the user confirmed the price, the next charge and how to cancel. */
  AUTO_RENEW_UNCONFIRMED: 'AUTO_RENEW_UNCONFIRMED',
  /** Checked before sending: a search for pretty numbers takes 1 to 12 digits. */
  INVALID_DIGITS: 'INVALID_DIGITS',
  /** Checked before sending: a ledger month is `YYYY-MM`. */
  INVALID_MONTH: 'INVALID_MONTH',
  /** Native errcode 999: the app is too old to answer teen mode's question. */
  OUTDATED_APP: 'OUTDATED_APP',
  /** Errno 8304006 / 107: the session is gone (@h5/api closes the page for the calls it checks). */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** Any other failure: another errno, a network error, a time-out, an unreadable answer. */
  REQUEST_FAILED: 'REQUEST_FAILED',
} as const
/** One of {@link MallErrorCode}'s values. */
export type MallErrorCode = (typeof MallErrorCode)[keyof typeof MallErrorCode]
