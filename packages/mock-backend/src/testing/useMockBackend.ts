import { createApiClient, type ApiClientOptions } from '@h5/api'
import { createMockBackend } from '../createMockBackend.ts'
import { MOCK_USER } from '../fixtures.ts'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

/** MOCK_USER's tokens: the only pair the simulator accepts. */
export const TOKENS = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }
export const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)

/**
 * The real mock-backend handlers behind MSW in Node, fresh for every test, with every request logged as
 * `METHOD /path` so a test can count what was sent. `answer` overrides one endpoint to inject a fault. The
 * simulator's clock is NOW, or `options.now` for a test that moves time (an event crossing its start).
 */
export function useMockBackend(options: { now?: () => number } = {}) {
  const backend = createMockBackend({ now: options.now ?? (() => NOW) })
  const server = setupServer(...backend.handlers)
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`)
  })

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    sent.length = 0
  })
  afterEach(() => {
    server.resetHandlers()
    backend.reset()
  })
  afterAll(() => server.close())

  /** A client against the simulator; `finish` is a spy (errno 8304006 / 107 call it). */
  function makeApi(options: Partial<ApiClientOptions> = {}) {
    const bridge = { call: vi.fn((_op: 'finish') => Promise.resolve({})) }
    return { api: createApiClient({ baseURL: 'http://backend.test', clientId: '1', bridge, ...options }), bridge }
  }

  /** How many requests went to `method path`. */
  const count = (method: 'GET' | 'POST', path: string) => sent.filter((line) => line === `${method} ${path}`).length

  /** Makes `method path` answer with a fault instead of the simulator. */
  function answer(method: 'GET' | 'POST', path: string, fault: Fault) {
    const route = method === 'GET' ? http.get : http.post
    server.use(
      route(`*${path}`, async () => {
        if (fault === 'network') return HttpResponse.error()
        if (fault === 'hang') {
          await delay(500)
          return HttpResponse.json({ errno: 0, data: {} })
        }
        if (fault === 'notJson') return new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })
        return HttpResponse.json(fault.body as object, { status: fault.status ?? 200 })
      }),
    )
  }

  return { backend, server, makeApi, count, answer }
}

/** A transport failure, a time-out (`hang`, with a short client timeout), a non-JSON 502, or a given body. */
export type Fault = 'network' | 'hang' | 'notJson' | { body: unknown; status?: number }

/** A promise and its resolve, to hold a fake request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
