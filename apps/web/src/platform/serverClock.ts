import { createServerClock } from '@h5/api'

/**
 * The server's clock for the whole page (docs/data-layer.md, "The server's clock"): `appTransport` teaches it the
 * offset from every answer's `X-Server-Time` (docs/openapi.yaml, "Server time"). Until the first answer it is
 * the phone's clock; the deadlines it is read against come in answers, so by then it knows.
 */
export const serverClock = createServerClock()

/**
 * The server's time now, in unix milliseconds: what countdowns, "expires in" texts and the dates on screen
 * (`formatChinaTime`'s `now`) are measured against, never the phone's `Date.now()`, which may be set wrong.
 *
 * @example
 * const msLeft = reward.expiresAt - serverNow()
 */
export function serverNow(): number {
  return serverClock.now()
}
