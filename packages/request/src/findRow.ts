import type { Failure } from './readFailure'

/** A family's table of failures (docs/families.md, "Errors"): a row per errno and per errcode it knows, and the rest. */
export interface FailureRows<Row> {
  /** The server's errnos of the family's endpoints (docs/openapi.yaml). */
  errnos?: Readonly<Record<number, Row>>
  /** Native's errcodes of the operations the family calls (docs/native-contract.md). */
  errcodes?: Readonly<Record<number, Row>>
  /** Any other errno: the server answered something this table does not name. `fallback` when left out. */
  otherErrno?: Row
  /** Everything else: no answer, a time-out, an unreadable body, an errcode the table does not name. */
  fallback: Row
}

/**
 * The row of `rows` a failure falls under: its errno's, else (no errno) its errcode's, else `otherErrno` for an
 * errno the table does not name, else `fallback`.
 *
 * @example
 * findRow({ errnos: { 8390004: 'OUTSIDE_WINDOW' }, fallback: 'REQUEST_FAILED' }, { errno: 8390004 }) // 'OUTSIDE_WINDOW'
 * findRow({ errnos: {}, fallback: 'REQUEST_FAILED' }, { errmsg: 'Network Error' }) // 'REQUEST_FAILED'
 */
export function findRow<Row>(rows: FailureRows<Row>, failure: Failure): Row {
  if (failure.errno !== undefined) return rows.errnos?.[failure.errno] ?? rows.otherErrno ?? rows.fallback
  if (failure.errcode !== undefined) return rows.errcodes?.[failure.errcode] ?? rows.fallback
  return rows.fallback
}
