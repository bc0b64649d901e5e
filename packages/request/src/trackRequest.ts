import { retryDelayMs } from './retryDelayMs'
import type { RequestResult, RequestSteps } from './types'

/** One call of a request; an object of its own so that "is this call still the latest" is an identity check. */
interface Call<T, E> {
  /** Set as soon as the call's first attempt has started. */
  promise?: Promise<RequestResult<T, E>>
}

/**
 * The latest call of each request, per state, until it settles. Only that call writes its answer, so a slow
 * answer to an older call never overwrites a newer one; `forgetRequests` drops a state's calls all at once.
 * Kept beside the states, not in them: a promise in a valtio proxy would be tracked and show up in snapshots.
 */
const latestCalls = new WeakMap<object, Map<string, Call<unknown, unknown>>>()

/** Where one kind of state records a call; `trackRequest` decides when, and only for the latest call. */
export interface RequestWrites<T, E> {
  /** A call starts: status `loading`, error cleared. */
  start: () => void
  /** The latest call succeeded. */
  succeed: (data: T) => void
  /** The latest call failed. */
  failWith: (error: E) => void
}

/** The call of `key` on `state` still in flight, if any. */
export function callInFlight<T, E>(state: object, key: string): Promise<RequestResult<T, E>> | undefined {
  return (latestCalls.get(state)?.get(key) as Call<T, E> | undefined)?.promise
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Runs `steps.run`, again after a back-off while the failure is retryable and the call is still the latest. */
async function attempt<T, E>(steps: RequestSteps<T, E>, isLatest: () => boolean): Promise<RequestResult<T, E>> {
  const retries = steps.retry ?? 0
  for (let retried = 0; ; retried += 1) {
    try {
      // The first try starts synchronously: a caller sees its request sent as soon as the runner returns.
      return { ok: true, data: await steps.run() }
    } catch (cause) {
      const error = steps.toError(cause)
      const retryable = retried < retries && (steps.retryable?.(error) ?? true)
      if (!retryable || !isLatest()) return { ok: false, error }
      await wait(retryDelayMs(retried + 1))
      // Superseded or forgotten while waiting: nobody wants this answer any more, so nothing is sent.
      if (!isLatest()) return { ok: false, error }
    }
  }
}

/**
 * The runner's core, shared by `runRequest`, `runNamedRequest` and `loadPage`: `key` names one request of
 * `state`. An exclusive call returns the call in flight; any other call becomes the latest, and only the latest
 * call's outcome reaches `writes`. Never rejects.
 */
export function trackRequest<T, E>(
  state: object,
  key: string,
  steps: RequestSteps<T, E>,
  writes: RequestWrites<T, E>,
): Promise<RequestResult<T, E>> {
  const inFlight = callInFlight<T, E>(state, key)
  if (steps.exclusive && inFlight) return inFlight

  let calls = latestCalls.get(state)
  if (!calls) latestCalls.set(state, (calls = new Map()))
  const call: Call<T, E> = {}
  calls.set(key, call)
  writes.start()
  const isLatest = () => latestCalls.get(state)?.get(key) === call
  call.promise = attempt(steps, isLatest).then((result) => {
    if (!isLatest()) return result
    latestCalls.get(state)?.delete(key)
    if (result.ok) writes.succeed(result.data)
    else writes.failWith(result.error)
    return result
  })
  return call.promise
}

/**
 * Drops every call in flight of `state`: their answers, when they come, are not written, and a read waiting to
 * retry stops. For a reset, or a screen that goes away while its requests are in flight.
 *
 * @example
 * forgetRequests(state)
 * Object.assign(state, createRequestState())
 */
export function forgetRequests(state: object): void {
  latestCalls.delete(state)
}
