/** What a family's error holds beside its code and message; every field is for diagnosis and for the attempt rule. */
export interface DomainErrorDetails {
  /** The server's nonzero errno, when it answered one. */
  errno?: number
  /** Native's errcode, when native refused. */
  errcode?: number
  /** The server's, native's or the transport's own message, kept for diagnosis; screens show `message`. */
  errmsg?: string
  cause?: unknown
  /**
   * Whether the server decided: left out, an errno other than 500 decides (see {@link DomainError.decided}). A
   * family sets it for a failure it makes from the server's answer without an errno (an order the server says
   * failed).
   */
  decided?: boolean
}

/**
 * The base of every family's one error class (`IdentityError`, `RechargeError`, `BenefitError`,
 * `RedPacketError`; docs/families.md, "Errors"): `code` says why, one of the family's named codes; `message` is the
 * Chinese text a screen shows as is; `errno`, `errcode` and `errmsg` are what the server or native said. A family
 * subclasses it to keep its own `name` and `instanceof`, and makes its errors through its table
 * (`createErrorTable`), so a page never builds one by hand.
 *
 * @example
 * export class WalletError extends DomainError<WalletErrorCode> {
 *   declare readonly name: 'WalletError'
 *   constructor(code: WalletErrorCode, message: string, details?: DomainErrorDetails) {
 *     super(code, message, details)
 *     this.name = 'WalletError'
 *   }
 * }
 */
export class DomainError<Code extends string | number = string> extends Error {
  // `declare` fields, assigned in the constructor: the build targets ES2020 (scripts/tsup-config.ts), where a
  // class field compiles to a defineProperty helper; `declare` is types only.
  declare readonly code: Code
  declare readonly errno: number | undefined
  declare readonly errcode: number | undefined
  declare readonly errmsg: string | undefined
  /**
   * Whether the server decided the request: it answered an errno, and not 500 (the service failing), so sending
   * the same request again gets the same answer. A money attempt ends on a decided failure and its next try
   * gets a new idempotency key; no answer, a time-out or a server failure may have done it or not, so the retry
   * sends the same key (`runAttempt`). A native refusal decides nothing on the server.
   */
  declare readonly decided: boolean

  constructor(code: Code, message: string, details: DomainErrorDetails = {}) {
    super(message, { cause: details.cause })
    this.name = 'DomainError'
    this.code = code
    this.errno = details.errno
    this.errcode = details.errcode
    this.errmsg = details.errmsg
    this.decided = details.decided ?? (details.errno !== undefined && details.errno !== 500)
  }
}
