import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'

/**
 * The next POST to `path` reaches the simulator, which does it (a withdrawal made, a packet sent), but its answer
 * is lost on the way back, as after a time-out: the page cannot tell whether it happened. What a money attempt's
 * idempotency key is for.
 *
 * @example
 * loseNextAnswer(server, '/v1/cashout/submit')
 * await submitWithdrawal(state, api, { tokens, amountFen: 10_000 }) // REQUEST_FAILED, decided: false
 */
export function loseNextAnswer(server: SetupServer, path: string): void {
  server.use(
    http.post(
      `*${path}`,
      async ({ request }) => {
        await fetch(request.clone())
        return HttpResponse.error()
      },
      { once: true },
    ),
  )
}

/**
 * The idempotency keys of the POSTs to `path` from now on, in the order they were sent (a lost answer's inner
 * request to the simulator counts again, with the same key).
 *
 * @example
 * const keys = recordIdempotencyKeys(server, '/v1/packet/send')
 * expect(new Set(keys).size).toBe(1) // every try carried the same key
 */
export function recordIdempotencyKeys(server: SetupServer, path: string): string[] {
  const keys: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== path) return
    void request
      .clone()
      .json()
      .then((body: { idempotencyKey?: unknown }) => {
        if (typeof body.idempotencyKey === 'string') keys.push(body.idempotencyKey)
      })
  })
  return keys
}
