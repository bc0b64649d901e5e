/**
 * Why a request failed, beside the server's errno:
 * - `ERR_ERRNO`: the server answered with a nonzero `errno` (see `errno`, `errmsg`, `body`).
 * - `ERR_BAD_ENVELOPE`: the body is not JSON or has no `errno` that is a number or a string of an integer
 *   (`"8304006"` is read as 8304006; `""`, `"FAIL"` or `"1e3"` are not errnos).
 * - `ERR_NETWORK`: no answer at all (axios's `Network Error`).
 * - `ECONNABORTED`: time-out (axios's `timeout of {n}ms exceeded`).
 * - `ERR_BAD_RESPONSE` / `ERR_BAD_REQUEST`: an HTTP 5xx / 4xx status without an errno envelope.
 * - `ERR_CANCELED`: the caller aborted the request.
 * Other axios codes (`ETIMEDOUT`, `ERR_FR_TOO_MANY_REDIRECTS`, ...) pass through unchanged.
 */
export type ApiErrorCode =
  | 'ERR_ERRNO'
  | 'ERR_BAD_ENVELOPE'
  | 'ERR_NETWORK'
  | 'ECONNABORTED'
  | 'ERR_BAD_RESPONSE'
  | 'ERR_BAD_REQUEST'
  | 'ERR_CANCELED'
  | (string & {})

export interface ApiErrorInit {
  errno?: number
  errmsg: string
  code?: ApiErrorCode
  status?: number
  body?: unknown
  cause?: unknown
}

/**
 * The one error an API call rejects with (packages/api/README.md, "Errors").
 * - `errno` is the server's nonzero errno, or `undefined` when no envelope came back (network failure,
 *   time-out, a body that is not the `{ errno }` envelope); `code` says which (see {@link ApiErrorCode}).
 * - `errmsg` is the server's message, or axios's message for transport failures (`Network Error`,
 *   `timeout of 15000ms exceeded`), kept verbatim because callers match on them.
 * - `status` is the HTTP status when a response came back; `body` the response body as received.
 *
 * @example
 * try { await api.openPacket(payload) } catch (e) {
 *   if (e instanceof ApiError && e.errno === 8348203) showToast('红包已经领取过了')
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly errno: number | undefined
  readonly errmsg: string
  readonly code: ApiErrorCode
  readonly status: number | undefined
  readonly body: unknown

  constructor(init: ApiErrorInit) {
    super(init.errmsg, init.cause === undefined ? undefined : { cause: init.cause })
    this.errno = init.errno
    this.errmsg = init.errmsg
    this.code = init.code ?? (init.errno === undefined ? 'ERR_UNKNOWN' : 'ERR_ERRNO')
    this.status = init.status
    this.body = init.body
  }
}
