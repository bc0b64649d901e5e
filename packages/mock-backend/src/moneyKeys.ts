/**
 * What each idempotency key of a user's money requests did: the request it carried and the answer it got
 * (answerOnce.ts runs a request once per key; each MockUser keeps its own map). Its own module so that the user
 * and the handlers need not import each other.
 */
export type MoneyKeys = Map<string, { fingerprint: string; answer: unknown }>
