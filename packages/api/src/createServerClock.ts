import type { ServerClock } from './types'

/** The response header that carries the server's clock (docs/openapi.yaml, "Server time"). */
export const SERVER_TIME_HEADER = 'x-server-time'

/** What one answer says: the offset, give or take half its round trip. */
interface Sample {
  offsetMs: number
  uncertaintyMs: number
}

/** Digits only: unix milliseconds as the header writes them. */
const MILLISECONDS = /^\d{1,16}$/

/**
 * Reads the header's value: unix milliseconds, or `undefined` for anything else (absent, not digits, beyond a
 * safe integer), which teaches the clock nothing.
 *
 * @example
 * readServerTime('1795852800000') // 1795852800000
 * readServerTime('Tue, 24 Nov 2026 08:00:00 GMT') // undefined
 */
export function readServerTime(value: unknown): number | undefined {
  if (typeof value !== 'string' || !MILLISECONDS.test(value.trim())) return undefined
  const ms = Number(value.trim())
  return Number.isSafeInteger(ms) && ms > 0 ? ms : undefined
}

/**
 * The server's clock for countdowns and deadlines (docs/data-layer.md, "The server's clock"). Each answer gives
 * the server's time at some moment between the request leaving and the answer arriving, so it pins the offset
 * to within half the round trip; the clock keeps the most precise answer (the shortest round trip), as NTP
 * does. A later answer that disagrees beyond both uncertainties means a clock moved (the user set the phone's
 * time), and replaces it. `now()` is the phone's `Date.now()` plus the offset: a wall clock, so it stays right
 * after the phone sleeps, when a monotonic clock would have stopped.
 *
 * @example
 * const serverClock = createServerClock()
 * const api = createApiClient({ clientId, serverClock })
 * const msLeft = deadline - serverClock.now()
 */
export function createServerClock(): ServerClock {
  let best: Sample | null = null
  return {
    now: () => Date.now() + (best?.offsetMs ?? 0),
    offsetMs: () => best?.offsetMs ?? 0,
    record(serverTimeMs, sentAtMs, receivedAtMs) {
      const roundTrip = receivedAtMs - sentAtMs
      if (!Number.isFinite(serverTimeMs) || !Number.isFinite(roundTrip) || roundTrip < 0) return
      const sample: Sample = { offsetMs: Math.round(serverTimeMs - (sentAtMs + receivedAtMs) / 2), uncertaintyMs: roundTrip / 2 }
      const moved = best !== null && Math.abs(sample.offsetMs - best.offsetMs) > sample.uncertaintyMs + best.uncertaintyMs
      if (best === null || moved || sample.uncertaintyMs <= best.uncertaintyMs) best = sample
    },
  }
}
