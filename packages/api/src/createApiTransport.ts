import axios, { isAxiosError, type AxiosResponse } from 'axios'
import { ApiError, ApiErrorCode } from './ApiError'
import { readServerTime, SERVER_TIME_HEADER } from './createServerClock'
import { BAD_DATA_ERRMSG } from './readData'
import { readErrno } from './readErrno'
import type { ApiClientOptions, ApiRequestConfig, ApiTransport, RawEnvelope } from './types'

/** docs/openapi.yaml, "Session": these errnos mean the session is gone; the page closes through the bridge. */
export const FINISH_ERRNOS: readonly number[] = [8304006, 107]

const DEFAULT_TIMEOUT_MS = 15_000

/**
 * The HTTP client without its endpoint functions: `X-Client-Id` on every request, the loading overlay unless
 * `quiet`, the errno envelope, the server's clock, the session's end. `bindEndpoints` makes typed functions of
 * endpoint table rows on it; `createApiClient` is both, for every endpoint.
 *
 * @example
 * const transport = createApiTransport({ clientId, bridge, loading: { show: showLoading, hide: hideLoading } })
 * const redPacketApi = bindEndpoints(transport, REDPACKET_ENDPOINTS)
 */
export function createApiTransport(options: ApiClientOptions): ApiTransport {
  const { bridge, loading, serverClock } = options
  const instance = axios.create({
    baseURL: options.baseURL ?? '/',
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    headers: { 'X-Client-Id': options.clientId },
    // The API takes its tokens in the request (docs/openapi.yaml), never from a cookie, so there is no XSRF
    // cookie to echo. Left on, axios reads one before every same-origin request, through the browser's async
    // cookieStore where it has one: a round trip to the browser process in front of each request, the first
    // ones while the page starts (README "Performance").
    withXSRFToken: false,
  })

  // One overlay for any number of concurrent requests: show on the first, hide after the last.
  let inFlight = 0
  let finishing = false

  /** `body` is the envelope as received; `errno` its errno read by {@link readErrno}. */
  function rejectErrno(errno: number, body: object, status: number): never {
    const { onSessionEnd } = options
    if (FINISH_ERRNOS.includes(errno) && onSessionEnd) callHook(onSessionEnd)
    // The page closes once, however many requests come back with an expired session.
    if (FINISH_ERRNOS.includes(errno) && bridge && !finishing) {
      finishing = true
      bridge.call('finish').catch(() => undefined)
    }
    const { errmsg } = body as { errmsg?: unknown }
    throw new ApiError({
      errno,
      errmsg: typeof errmsg === 'string' && errmsg ? errmsg : `请求失败（${errno}）`,
      status,
      body,
    })
  }

  /** Every answer, success or failure, tells the server's clock the time it was sent (docs/openapi.yaml). */
  function learnServerTime(response: AxiosResponse, sentAt: number): void {
    const serverTime = readServerTime(response.headers?.[SERVER_TIME_HEADER])
    if (serverClock && serverTime !== undefined) serverClock.record(serverTime, sentAt, Date.now())
  }

  async function request(config: ApiRequestConfig): Promise<unknown> {
    const { quiet, unwrap = 'body', ...axiosConfig } = config
    const shows = !quiet && loading !== undefined
    // Counted before show() runs and uncounted in `finally`, and callHook never throws: whatever a hook does,
    // the counter comes back to 0 and the next request shows the overlay again.
    if (shows && inFlight++ === 0) callHook(() => loading.show())
    try {
      let response: AxiosResponse
      const sentAt = Date.now()
      try {
        response = await instance.request(axiosConfig)
        learnServerTime(response, sentAt)
      } catch (error) {
        // An HTTP error status that still carries an errno envelope is the server's answer, not transport.
        const failed = isAxiosError(error) ? error.response : undefined
        if (failed) learnServerTime(failed, sentAt)
        const failedErrno = failed ? readErrno(failed.data) : undefined
        if (failed && failedErrno !== undefined && failedErrno !== 0) {
          rejectErrno(failedErrno, failed.data as object, failed.status)
        }
        throw toApiError(error)
      }
      if (unwrap === 'response') return response
      if (unwrap === 'data') return response.data
      const body: unknown = response.data
      const errno = readErrno(body)
      if (errno === undefined) {
        throw new ApiError({
          errmsg: BAD_DATA_ERRMSG,
          code: ApiErrorCode.BAD_ENVELOPE,
          status: response.status,
          body,
        })
      }
      const envelope = body as RawEnvelope
      if (errno !== 0) rejectErrno(errno, envelope, response.status)
      // An errno of '0' resolves as the number, so callers can trust `Envelope`'s `errno: 0`.
      return envelope.errno === 0 ? envelope : { ...envelope, errno }
    } finally {
      if (shows && --inFlight === 0) callHook(() => loading.hide())
    }
  }

  return { request, axios: instance } as ApiTransport
}

/**
 * Runs a loading hook so that it cannot change a request: the overlay is decoration, so a hook that throws
 * neither stops the request nor replaces its answer. Its error is rethrown from a timer, where the page's global
 * error handlers (and monitoring) see it like any uncaught error, instead of being swallowed.
 */
function callHook(hook: () => void): void {
  try {
    hook()
  } catch (error) {
    setTimeout(() => {
      throw error
    })
  }
}

/** Transport failures keep axios's message and code (`Network Error`, `timeout of {n}ms exceeded`; README "Errors"). */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isAxiosError(error)) {
    // No `cause`: an AxiosError holds the request config, tokens included, and must not reach monitoring.
    return new ApiError({
      errmsg: error.message,
      code: error.code ?? ApiErrorCode.NETWORK,
      status: error.response?.status,
      body: error.response?.data,
    })
  }
  return new ApiError({ errmsg: error instanceof Error ? error.message : String(error), cause: error })
}
