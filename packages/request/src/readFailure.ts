/** What a failure says, as {@link readFailure} reads it. */
export interface Failure {
  /** The server's errno: an `ApiError` that came with an envelope. */
  errno?: number
  /** Native's errcode: a `BridgeError`. */
  errcode?: number
  /** The server's, native's or the transport's message (`Network Error`). */
  errmsg?: string
}

/**
 * The errno, errcode and message of anything a request threw: an `ApiError` of @h5/api, a `BridgeError` of
 * @h5/bridge, a transport error, a string. Read by shape, not by class, so two copies of a package (or a
 * hand-written bridge) still map; a field of the wrong type is left out.
 *
 * @example
 * readFailure(new ApiError({ errno: 8390004, errmsg: '当前不在提现时间内' })) // { errno: 8390004, errmsg: '当前不在提现时间内' }
 * readFailure(new Error('boom')) // {}
 */
export function readFailure(cause: unknown): Failure {
  const { errno, errcode, errmsg } = (typeof cause === 'object' && cause !== null ? cause : {}) as Record<string, unknown>
  return {
    ...(typeof errno === 'number' && { errno }),
    ...(typeof errcode === 'number' && { errcode }),
    ...(typeof errmsg === 'string' && { errmsg }),
  }
}
