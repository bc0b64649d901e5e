import axios, { isAxiosError, type AxiosResponse } from 'axios'
import { ApiError } from './ApiError'
import { ENDPOINTS, type EndpointSpec } from './endpoints'
import type {
  ApiClient,
  ApiClientOptions,
  ApiRequestConfig,
  CallOptions,
  EndpointName,
  RawEnvelope,
} from './types'

/** docs/openapi.yaml, "Session": these errnos mean the session is gone; the page closes through the bridge. */
export const FINISH_ERRNOS: readonly number[] = [8304006, 107]

const DEFAULT_TIMEOUT_MS = 15_000

/**
 * The app's HTTP client: `X-Client-Id` on every request, the loading overlay unless `quiet`, the errno
 * envelope, and one typed function per endpoint of docs/openapi.yaml.
 *
 * @example
 * const api = createApiClient({ clientId: getClientId(navigator.userAgent, localStorage), bridge,
 *   loading: { show: showLoading, hide: hideLoading } })
 * const { data } = await api.openPacket({ accessToken, openID, redpacketID, channel })
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { bridge, loading } = options
  const instance = axios.create({
    baseURL: options.baseURL ?? '/',
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    headers: { 'X-Client-Id': options.clientId },
  })

  // One overlay for any number of concurrent requests: show on the first, hide after the last.
  let inFlight = 0
  let finishing = false

  function rejectErrno(body: RawEnvelope, status: number): never {
    // The page closes once, however many requests come back with an expired session.
    if (FINISH_ERRNOS.includes(body.errno) && bridge && !finishing) {
      finishing = true
      bridge.call('finish').catch(() => undefined)
    }
    throw new ApiError({
      errno: body.errno,
      errmsg: typeof body.errmsg === 'string' && body.errmsg ? body.errmsg : `请求失败（${body.errno}）`,
      status,
      body,
    })
  }

  async function request(config: ApiRequestConfig): Promise<unknown> {
    const { quiet, unwrap = 'body', ...axiosConfig } = config
    const shows = !quiet && loading !== undefined
    if (shows && inFlight++ === 0) loading.show()
    try {
      let response: AxiosResponse
      try {
        response = await instance.request(axiosConfig)
      } catch (error) {
        // An HTTP error status that still carries an errno envelope is the server's answer, not transport.
        const failed = isAxiosError(error) ? error.response : undefined
        if (failed && isEnvelope(failed.data) && failed.data.errno !== 0) rejectErrno(failed.data, failed.status)
        throw toApiError(error)
      }
      if (unwrap === 'response') return response
      if (unwrap === 'data') return response.data
      const body: unknown = response.data
      if (!isEnvelope(body)) {
        throw new ApiError({
          errmsg: '服务器返回的数据格式不正确',
          code: 'ERR_BAD_ENVELOPE',
          status: response.status,
          body,
        })
      }
      if (body.errno !== 0) rejectErrno(body, response.status)
      return body
    } finally {
      if (shows && --inFlight === 0) loading.hide()
    }
  }

  function endpoint<K extends EndpointName>(spec: EndpointSpec<K>) {
    return (payload?: object, callOptions: CallOptions = {}) => {
      const merged = { ...spec.defaults, ...payload }
      return request({
        method: spec.method,
        url: spec.url,
        unwrap: spec.unwrap,
        quiet: callOptions.quiet,
        ...(spec.method === 'GET' ? { params: merged } : { data: merged }),
      })
    }
  }

  const endpoints = Object.fromEntries(
    (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [name, endpoint(ENDPOINTS[name])]),
  )

  return { ...endpoints, request, axios: instance } as unknown as ApiClient
}

function isEnvelope(body: unknown): body is RawEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as RawEnvelope).errno === 'number' &&
    Number.isFinite((body as RawEnvelope).errno)
  )
}

/** Transport failures keep axios's message and code (`Network Error`, `timeout of {n}ms exceeded`; README "Errors"). */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isAxiosError(error)) {
    // No `cause`: an AxiosError holds the request config, tokens included, and must not reach monitoring.
    return new ApiError({
      errmsg: error.message,
      code: error.code ?? 'ERR_NETWORK',
      status: error.response?.status,
      body: error.response?.data,
    })
  }
  return new ApiError({ errmsg: error instanceof Error ? error.message : String(error), cause: error })
}
