import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'

/**
 * Counts the requests to `path` (any method) that reach `server` from now on, for a page test to say what a tap
 * sent: one exchange for a double tap, nothing for a refused option.
 *
 * @example
 * const exchanges = countRequests(server, '/v1/benefit/exchange')
 * expect(exchanges()).toBe(1)
 */
export function countRequests(server: SetupServer, path: string): () => number {
  let sent = 0
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) sent += 1
  })
  return () => sent
}

/**
 * Holds every POST to `path` until the returned function is called, then lets it go on to the simulator's
 * handler: a page test can look at the page while its request is in flight (its loader).
 *
 * @example
 * const release = holdRequests(server, '/v1/cashout/info')
 * expect(await screen.findByText('正在加载提现信息…')).toBeTruthy()
 * release()
 */
export function holdRequests(server: SetupServer, path: string): () => void {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post(`*${path}`, async () => {
      // Answering nothing sends the request on to the next handler: the simulator's.
      await released
    }),
  )
  return release
}

/**
 * The next POST to `path` fails with errno 400 (参数错误): a failure the server decided, which no read sends again,
 * so the page shows it at once; the one after goes to the simulator (重试 then works).
 *
 * @example
 * failOnce(server, '/v1/xpay/orders')
 * fireEvent.click(await screen.findByRole('button', { name: '重试' }))
 */
export function failOnce(server: SetupServer, path: string): void {
  server.use(http.post(`*${path}`, () => HttpResponse.json({ errno: 400, errmsg: '参数错误' }), { once: true }))
}
