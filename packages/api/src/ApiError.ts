/**
 * The one error an API call rejects with.
 * - `errno` is the server's nonzero errno, or `undefined` when no envelope came back (network failure,
 *   time-out, a body that is not the `{ errno }` envelope); `code` then carries axios's code
 *   (`ECONNABORTED`, `ERR_NETWORK`) or `ERR_BAD_ENVELOPE`.
 * - `body` is the response body as received, when there was one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly errno: number | undefined
  readonly errmsg: string
  readonly code: string | undefined
  readonly body: unknown

  constructor(init: { errno?: number; errmsg: string; code?: string; body?: unknown }) {
    super(init.errmsg)
    this.errno = init.errno
    this.errmsg = init.errmsg
    this.code = init.code
    this.body = init.body
  }
}
