import type { DomainErrorClass } from './defineDomainError'
import type { DomainError, DomainErrorDetails } from './DomainError'
import { findRow } from './findRow'
import { readFailure } from './readFailure'

/** Errnos that mean the session is gone, from any endpoint (docs/openapi.yaml, "Session"; @h5/api closes the page). */
export const SESSION_ERRNOS: readonly number[] = [8304006, 107]

/** What a family writes of its table: its messages and rows; the lookup is the base's. */
export interface ErrorTableRows<Code extends string | number> {
  /** The Chinese message of every code, shown as is. */
  messages: Readonly<Record<Code, string>>
  /** Server errnos (docs/openapi.yaml) and the code each becomes. */
  errnos?: Readonly<Record<number, Code>>
  /** Native errcodes (docs/native-contract.md) and the code each becomes. */
  errcodes?: Readonly<Record<number, Code>>
  /** The code of {@link SESSION_ERRNOS}, added to `errnos`; for a family that talks to the server. */
  sessionExpired?: Code
  /** Any other failure: another errno, no answer, a time-out, an unreadable answer, another errcode. */
  fallback: Code
}

/** A family's error table, made by {@link createErrorTable}. */
export interface ErrorTable<Code extends string | number, E> {
  messages: Readonly<Record<Code, string>>
  /** The errno rows, the session rows included (tests iterate them). */
  errnos: Readonly<Record<number, Code>>
  errcodes: Readonly<Record<number, Code>>
  /** An error of `code` with its message. */
  error: (code: Code, details?: DomainErrorDetails) => E
  /** Anything thrown as the family's error, by the rows; the family's own error passes through. */
  toError: (cause: unknown) => E
}

/**
 * A family's error table over its error class: the one lookup every family shares (server errno or native
 * errcode -> code and Chinese message, the session rows, the fallback). The family keeps only its codes, its
 * messages and its rows; the codes are the class's (`E['code']`), so every code needs its message.
 *
 * @example
 * const table = createErrorTable(WalletError, {
 *   messages: WALLET_MESSAGES,
 *   errnos: { 8390004: WalletErrorCode.OUTSIDE_WINDOW },
 *   errcodes: { 4002: WalletErrorCode.CANCELLED },
 *   sessionExpired: WalletErrorCode.SESSION_EXPIRED,
 *   fallback: WalletErrorCode.REQUEST_FAILED,
 * })
 * table.toError(new ApiError({ errno: 107, errmsg: '' })).code // 'SESSION_EXPIRED'
 */
export function createErrorTable<E extends DomainError<string | number>>(
  ErrorClass: DomainErrorClass<E>,
  rows: ErrorTableRows<E['code']>,
): ErrorTable<E['code'], E> {
  type Code = E['code']
  const { messages, sessionExpired, fallback } = rows
  const errnos: Record<number, Code> = { ...rows.errnos }
  if (sessionExpired !== undefined) for (const errno of SESSION_ERRNOS) errnos[errno] = sessionExpired
  const errcodes = { ...rows.errcodes }
  const error = (code: Code, details?: DomainErrorDetails) => new ErrorClass(code, messages[code], details)
  return {
    messages,
    errnos,
    errcodes,
    error,
    toError: (cause) => {
      if (cause instanceof ErrorClass) return cause
      const failure = readFailure(cause)
      return error(findRow({ errnos, errcodes, fallback }, failure), { ...failure, cause })
    },
  }
}
