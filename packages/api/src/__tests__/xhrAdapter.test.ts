// @vitest-environment jsdom
/**
 * In the webview axios uses XMLHttpRequest; the exact 'Network Error' callers match on comes from that adapter,
 * so check
 * it there (jsdom's XHR, intercepted by MSW). MSW's XHR interception does not honour `xhr.timeout`, so the
 * time-out message is checked through Node's adapter in createApiClient.test.ts (same axios wording).
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { ApiError, ApiErrorCode, createApiClient } from '..'

const BASE = 'http://api.test'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function client() {
  const api = createApiClient({ baseURL: BASE, clientId: '1' })
  expect(api.axios.defaults.adapter).toContain('xhr')
  return api
}

it("rejects a network failure with axios's 'Network Error' and ERR_NETWORK", async () => {
  server.use(http.get(`${BASE}/v1/packet/myReward`, () => HttpResponse.error()))
  const error = await client().getMyReward().catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ errno: undefined, message: 'Network Error', code: ApiErrorCode.NETWORK })
})

it('resolves the body of errno 0 through XHR too', async () => {
  server.use(http.get(`${BASE}/v1/packet/myReward`, () => HttpResponse.json({ errno: 0, data: { leftTotal: '1.00' } })))
  await expect(client().getMyReward()).resolves.toEqual({ errno: 0, data: { leftTotal: '1.00' } })
})

it('sends a same-origin request without reading an XSRF cookie first', async () => {
  const cookieStore = { get: vi.fn(async (name: string) => ({ name, value: 'from-cookie-store' })) }
  vi.stubGlobal('cookieStore', cookieStore)
  document.cookie = 'XSRF-TOKEN=from-document-cookie'
  try {
    let headers: Headers | undefined
    server.use(
      http.get(`${window.location.origin}/v1/packet/myReward`, ({ request }) => {
        headers = request.headers
        return HttpResponse.json({ errno: 0, data: { leftTotal: '1.00' } })
      }),
    )
    await createApiClient({ baseURL: window.location.origin, clientId: '1' }).getMyReward()
    expect(cookieStore.get).not.toHaveBeenCalled()
    expect(headers?.get('X-XSRF-TOKEN')).toBeNull()
  } finally {
    vi.unstubAllGlobals()
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  }
})
