/**
 * Why an activity action failed. Each code has the Chinese message the screens show (ACTIVITY_ERROR_MESSAGES in
 * errnoTable.ts). Server errnos are docs/openapi.yaml's (tag `activity`, 83400xx, and the shared minor, 钻石 and
 * key errnos), native errcodes docs/native-contract.md's (teen mode's `teenagerCanUse`).
 */
export const ActivityErrorCode = {
  /** Errno 8340001: no event, board, period, draw or task by this id (taken down, or a wrong link). */
  NOT_FOUND: 'NOT_FOUND',
  /** Errno 8340002: the event has not started; nothing was drawn or charged. */
  NOT_STARTED: 'NOT_STARTED',
  /** Errno 8340003: the event is over; nothing was drawn, charged or claimed. */
  ENDED: 'ENDED',
  /** Errno 8304101, or the draw's `minor` says so before sending: minors cannot draw. */
  MINOR: 'MINOR',
  /** Teen mode is on: native's `teenagerCanUse` (checkTeenModeOn of @h5/teen) before sending, or errno 8340004. */
  TEEN_MODE: 'TEEN_MODE',
  /** Errno 8340005, or checked before sending against the draw's cap: today's draws would pass the daily cap. */
  DAILY_CAP: 'DAILY_CAP',
  /** Errno 8310001, or checked before sending against the balance: not enough 钻石 (the page offers recharge). */
  INSUFFICIENT_DIAMONDS: 'INSUFFICIENT_DIAMONDS',
  /** Errno 8340006, or checked before sending: not enough of the event's tickets. */
  INSUFFICIENT_TICKETS: 'INSUFFICIENT_TICKETS',
  /** Errno 8340007: the price or the pool the user saw changed; reload the draw and show the new one first. */
  POOL_CHANGED: 'POOL_CHANGED',
  /** Errno 8340008: the task is not done yet. */
  TASK_NOT_DONE: 'TASK_NOT_DONE',
  /** Errno 8340009: the task's reward was claimed before (`claimTask` answers it as a result, not as this error). */
  ALREADY_CLAIMED: 'ALREADY_CLAIMED',
  /** Errno 8390009: the attempt's key was used for another draw; reload and start again. */
  KEY_REUSED: 'KEY_REUSED',
  /** Checked before sending: a draw is of 1 or 10. */
  INVALID_COUNT: 'INVALID_COUNT',
  /** Native errcode 999: the app is too old to answer teen mode's question. */
  OUTDATED_APP: 'OUTDATED_APP',
  /** Errno 8304006 / 107: the session is gone (@h5/api closes the page for the calls it checks). */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** Any other failure: another errno, a network error, a time-out, an unreadable answer. */
  REQUEST_FAILED: 'REQUEST_FAILED',
} as const
/** One of {@link ActivityErrorCode}'s values. */
export type ActivityErrorCode = (typeof ActivityErrorCode)[keyof typeof ActivityErrorCode]
