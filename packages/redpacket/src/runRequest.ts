import { toRedPacketError } from './errnoTable'
import type { RedPacketError } from './RedPacketError'
import type { RedPacketAction, RedPacketResult, RedPacketState } from './types'

/**
 * Every red-packet request is sent quiet: the state carries its status, so each screen draws its own loading
 * (the 开 coin turns while open is in flight, DESIGN §9) instead of the page-wide overlay covering it.
 */
export const QUIET = { quiet: true } as const

type Pending = Partial<Record<RedPacketAction, Promise<RedPacketResult<unknown>>>>

/**
 * The latest call of each action, per state, until it settles. Only that call writes its answer, so a slow
 * answer to an older call never overwrites a newer one; `forgetRequests` (on reset) drops them all.
 */
const pendingByState = new WeakMap<object, Pending>()

export interface RequestSteps<T> {
  /** Sends the request and reads its answer; anything it throws becomes a RedPacketError of the action. */
  run: () => Promise<T>
  /** Writes a success into the state; left out when there is nothing of the action's own (send: its refreshes wrote). */
  apply?: (data: T) => void
  /** Writes a failure into the state beyond `errors` and `status`. */
  fail?: (error: RedPacketError) => void
  /** While a call is in flight, another returns the same promise and sends nothing (open, send). */
  exclusive?: boolean
}

/**
 * Runs one action's request with its bookkeeping: `status` loading -> done | error, `errors` cleared then set,
 * the answer written only if this is still the action's latest call. Never rejects.
 */
export function runRequest<T>(
  state: RedPacketState,
  action: RedPacketAction,
  steps: RequestSteps<T>,
): Promise<RedPacketResult<T>> {
  let pending = pendingByState.get(state)
  if (!pending) pendingByState.set(state, (pending = {}))
  const inFlight = pending[action] as Promise<RedPacketResult<T>> | undefined
  if (steps.exclusive && inFlight) return inFlight

  state.status[action] = 'loading'
  state.errors[action] = null
  /** Whether this call is still the action's latest; it stops being pending either way. */
  const settle = () => {
    const current = pendingByState.get(state)
    if (current?.[action] !== call) return false
    delete current[action]
    return true
  }
  const call = steps.run().then(
    (data): RedPacketResult<T> => {
      if (settle()) {
        steps.apply?.(data)
        state.status[action] = 'done'
      }
      return { ok: true, data }
    },
    (cause: unknown): RedPacketResult<T> => {
      const error = toRedPacketError(action, cause)
      if (settle()) {
        steps.fail?.(error)
        state.errors[action] = error
        state.status[action] = 'error'
      }
      return { ok: false, error }
    },
  )
  pending[action] = call
  return call
}

/** Drops every pending call of `state`: their answers, when they come, are no longer written. */
export function forgetRequests(state: RedPacketState): void {
  pendingByState.delete(state)
}
