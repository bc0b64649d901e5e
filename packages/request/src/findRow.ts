import type { Failure } from './readFailure'

/** A family's table of failures (docs/families.md, "Errors"): a row per errno and per errcode it knows, and the rest. */
export interface FailureRows<Row> {
  /** The server's errnos of the family's endpoints (docs/openapi.yaml). */
  errnos?: Readonly<Record<number, Row>>
  /** Native's errcodes of the operations the family calls (docs/native-contract.md). */
  errcodes?: Readonly<Record<number, Row>>
  /** Any other errno: the server answered something this table does not name. `fallback` when left out. */
  otherErrno?: Row
  /**
   * Errno 500, the service failing, when the table does not name it: the request may have been done or not (not
   * `decided`), like no answer, for a table that words that apart (a send whose outcome is unknown). `otherErrno`
   * when left out.
   */
  serverFailed?: Row
  /** Everything else: no answer, a time-out, an unreadable body, an errcode the table does not name. */
  fallback: Row
}

/**
 * The row of `rows` a failure falls under: its errno's, else (no errno) its errcode's, else `serverFailed` for
 * errno 500 and `otherErrno` for another errno the table does not name, else `fallback`.
 *
 * @example
 * findRow({ errnos: { 8390004: 'OUTSIDE_WINDOW' }, fallback: 'REQUEST_FAILED' }, { errno: 8390004 }) // 'OUTSIDE_WINDOW'
 * findRow({ errnos: {}, fallback: 'REQUEST_FAILED' }, { errmsg: 'Network Error' }) // 'REQUEST_FAILED'
 */
export function findRow<Row>(rows: FailureRows<Row>, failure: Failure): Row {
  if (failure.errno !== undefined) {
    const other = (failure.errno === 500 ? rows.serverFailed : undefined) ?? rows.otherErrno
    return rows.errnos?.[failure.errno] ?? other ?? rows.fallback
  }
  if (failure.errcode !== undefined) return rows.errcodes?.[failure.errcode] ?? rows.fallback
  return rows.fallback
}
