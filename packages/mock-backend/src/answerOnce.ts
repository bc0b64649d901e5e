import type { ReplyHelpers } from './contentHandlers.ts'
import { MOCK_ERRNO } from './errnos.ts'
import type { MoneyKeys } from './moneyKeys.ts'


/** A money request's outcome as a handler decides it: the data of a success, or the errno that refuses it. */
export type MoneyOutcome = { data: unknown } | { failure: { errno: number; errmsg: string } }

/** A key as docs/openapi.yaml `IdempotencyKey` allows it. */
export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value)

/**
 * Runs a money request once per idempotency key, as the real service does (docs/openapi.yaml `IdempotencyKey`):
 * a key seen with the same request (`fingerprint`: its kind, amount and target) answers the first success again
 * and does nothing; a key seen with another request is 8390009 (`ErrnoKeyReused`). A refusal is not kept: it
 * changed nothing, and the page starts a new attempt after it. Withdrawals, exchanges, gifts, red-packet sends
 * and mall purchases share the user's keys.
 *
 * @example
 * return answerOnce(user.moneyKeys, body.idempotencyKey, `send:${totalFen}:${count}:${greeting}`, () => send(), { ok, fail })
 */
export function answerOnce(keys: MoneyKeys, key: string, fingerprint: string, run: () => MoneyOutcome, reply: Pick<ReplyHelpers, 'ok' | 'fail'>): Response {
  const seen = keys.get(key)
  if (seen) return seen.fingerprint === fingerprint ? reply.ok(seen.answer) : reply.fail(MOCK_ERRNO.keyReused)
  const outcome = run()
  if ('failure' in outcome) return reply.fail(outcome.failure)
  keys.set(key, { fingerprint, answer: outcome.data })
  return reply.ok(outcome.data)
}
