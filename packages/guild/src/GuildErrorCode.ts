/** Why a guild action failed. Each code has the Chinese message the screens show (GUILD_ERROR_MESSAGES). */
export const GuildErrorCode = {
  /** My roles do not cover this statement, this member or this act (errno 8330001, docs/openapi.yaml). */
  NO_PERMISSION: 'NO_PERMISSION',
  /** I belong to no guild, or the member named is not in mine (8330002). */
  NOT_MEMBER: 'NOT_MEMBER',
  /** Real-name verification is needed first (8330003): applying as a host, the guild's withdrawal. */
  NOT_VERIFIED: 'NOT_VERIFIED',
  /** An application is pending already (8330004). */
  APPLICATION_PENDING: 'APPLICATION_PENDING',
  /** A host requirement other than real-name verification is not met (8330007; or the loaded status says so, nothing sent). */
  REQUIREMENTS_UNMET: 'REQUIREMENTS_UNMET',
  /** A host, or a suspended one, does not apply again (8330008). */
  ALREADY_HOST: 'ALREADY_HOST',
  /** The split ratio is outside the server's limits or off its step (8330005; or checked here, nothing sent). */
  RATIO_OUT_OF_LIMITS: 'RATIO_OUT_OF_LIMITS',
  /** The settlements of a period still open (8330006; or the loaded period says so, nothing sent). */
  PERIOD_NOT_SETTLED: 'PERIOD_NOT_SETTLED',
  /** The guild's withdrawal: its bank account is not bound (8330009). */
  ACCOUNT_NOT_BOUND: 'ACCOUNT_NOT_BOUND',
  /** The guild's withdrawal: outside the monthly window (8390004). */
  OUTSIDE_WINDOW: 'OUTSIDE_WINDOW',
  /** The guild's withdrawal: the month's withdrawals are used (8390005). */
  TIMES_USED: 'TIMES_USED',
  /** The amount is empty, not whole fen, or not positive; nothing was sent. */
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  /** Below the least one withdrawal may take (8390006). */
  BELOW_MINIMUM: 'BELOW_MINIMUM',
  /** More than the guild's balance (8390007). */
  ABOVE_BALANCE: 'ABOVE_BALANCE',
  /** More than one withdrawal may take (8390008). */
  ABOVE_MAXIMUM: 'ABOVE_MAXIMUM',
  /** The SMS code is missing (8390012), wrong (8361001) or expired (8361002); nothing was paid. */
  CODE_WRONG: 'CODE_WRONG',
  /** A code was sent less than a minute ago (8361003). */
  CODE_TOO_OFTEN: 'CODE_TOO_OFTEN',
  /** The idempotency key was used for another request (8390009): reload and start again. */
  KEY_REUSED: 'KEY_REUSED',
  /** The session is gone (8304006, 107): the page closes. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** No answer, a time-out, errno 500, or an answer of the wrong shape. */
  REQUEST_FAILED: 'REQUEST_FAILED',
} as const
/** One of {@link GuildErrorCode}'s values. */
export type GuildErrorCode = (typeof GuildErrorCode)[keyof typeof GuildErrorCode]
