import { HttpResponse } from 'msw'

/**
 * The response header that carries the server's clock on every answer of the API, in unix milliseconds
 * (docs/openapi.yaml, "Server time"): @h5/api keeps the offset to the phone's clock, so countdowns and deadlines
 * run on the server's time.
 */
export const SERVER_TIME_HEADER = 'X-Server-Time'

/**
 * A JSON answer of the simulator, stamped with the simulated server's clock (`now`, the state's: a test may set
 * it apart from the phone's).
 *
 * @example
 * replyJson({ errno: 0, errmsg: '', data }, state.now())
 */
export function replyJson(body: object, now: number, status = 200): Response {
  return HttpResponse.json(body, { status, headers: { [SERVER_TIME_HEADER]: String(now) } })
}
