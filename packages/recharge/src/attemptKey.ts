import { createIdempotencyKey } from '@h5/request'
import type { RechargeState } from './types'

/**
 * The idempotency key of the attempt `fingerprint` names: the open attempt's key when it is the same attempt
 * (a retry after a time-out, where the server may have created the order), a new key otherwise. The actions
 * clear `state.attempt` once the server answered, so the next tap is a new order.
 */
export function attemptKey(state: RechargeState, fingerprint: string): string {
  if (state.attempt?.fingerprint === fingerprint) return state.attempt.key
  const key = createIdempotencyKey()
  state.attempt = { key, fingerprint }
  return key
}
