import { createIdempotencyKey } from '@h5/request'
import { runAction } from './runAction'
import type { BenefitResult, BenefitState, MoneyAttempt } from './types'

/**
 * A money request with its idempotency key (docs/families.md, "Money and identity"). The key is made when the
 * user starts an attempt and kept across its retries: the same `request` (what is sent, e.g. `10000` fen) after
 * a failure with no decision (no answer, a time-out, a server failure) sends the same key, so the server does it
 * once. A decided answer, a success or an errno, ends the attempt; the next tap, or another `request`, starts a
 * new one with a new key. Exclusive: a double tap sends one request.
 */
export async function runAttempt<T>(
  state: BenefitState,
  attempt: MoneyAttempt,
  request: string,
  send: (idempotencyKey: string) => Promise<T>,
  apply: (data: T) => void,
): Promise<BenefitResult<T>> {
  const open = state.attempts[attempt]
  const key = open && open.request === request ? open.key : createIdempotencyKey()
  state.attempts[attempt] = { key, request }
  const result = await runAction(state, attempt, () => send(key), { exclusive: true, apply })
  if (result.ok || result.error.decided) state.attempts[attempt] = null
  return result
}
