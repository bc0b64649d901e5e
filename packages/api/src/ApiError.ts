/**
 * Why a request failed, beside the server's errno. The values are axios's own codes (and two of ours), kept as
 * they are because callers and monitoring already read them; compare with the names.
 *
 * @example
 * if (error.code === ApiErrorCode.TIMEOUT) showToast('网络不给力，请稍后重试')
 */
export const ApiErrorCode = {
  /** The server answered with a nonzero `errno` (see `errno`, `errmsg`, `body`), also with an HTTP error status. */
  ERRNO: 'ERR_ERRNO',
  /**
   * The body is not JSON or has no `errno` that is a number or a string of an integer (`"8304006"` is read as
   * 8304006; `""`, `"FAIL"` or `"1e3"` are not errnos).
   */
  BAD_ENVELOPE: 'ERR_BAD_ENVELOPE',
  /** No answer at all (axios's `Network Error`). */
  NETWORK: 'ERR_NETWORK',
  /** Time-out (axios's `timeout of {n}ms exceeded`). */
  TIMEOUT: 'ECONNABORTED',
  /** An HTTP 5xx status without an errno envelope (axios's `ERR_BAD_RESPONSE`). */
  HTTP_SERVER_ERROR: 'ERR_BAD_RESPONSE',
  /** An HTTP 4xx status without an errno envelope (axios's `ERR_BAD_REQUEST`). */
  HTTP_CLIENT_ERROR: 'ERR_BAD_REQUEST',
  /** The caller aborted the request (`signal`). */
  CANCELED: 'ERR_CANCELED',
  /** Something that is neither an axios error nor an errno was thrown while sending. */
  UNKNOWN: 'ERR_UNKNOWN',
} as const
/** One of {@link ApiErrorCode}'s values. */
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode]

export interface ApiErrorInit {
  errno?: number
  errmsg: string
  /** An {@link ApiErrorCode}, or another axios code passed through unchanged. */
  code?: ApiErrorCode | (string & {})
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
  /**
   * An {@link ApiErrorCode}, or another axios code passed through unchanged (`ETIMEDOUT`,
   * `ERR_FR_TOO_MANY_REDIRECTS`, ...), which the client does not tell apart.
   */
  readonly code: ApiErrorCode | (string & {})
  readonly status: number | undefined
  readonly body: unknown

  constructor(init: ApiErrorInit) {
    super(init.errmsg, init.cause === undefined ? undefined : { cause: init.cause })
    this.errno = init.errno
    this.errmsg = init.errmsg
    this.code = init.code ?? (init.errno === undefined ? ApiErrorCode.UNKNOWN : ApiErrorCode.ERRNO)
    this.status = init.status
    this.body = init.body
  }
}
