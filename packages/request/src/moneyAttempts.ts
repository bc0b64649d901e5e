import { createIdempotencyKey } from './createIdempotencyKey'

/**
 * One money attempt the server has not decided yet (an order, a withdrawal, an exchange, a gift, a red-packet
 * send): the idempotency key every try of it sends, and what it sends. Kept for the tab when the state has a
 * storage ({@link persistAttempts}), so it holds nothing personal.
 */
export interface MoneyAttempt {
  /** The idempotency key (`createIdempotencyKey`) every try of this attempt sends. */
  key: string
  /**
   * What the attempt sends, as the family writes it: the amount and the target (`10000`, `hz_60`,
   * `10002:100`), never tokens, names, ID numbers or phone numbers. Another request is another attempt.
   */
  request: string
  /** The order the server made for it, while its payment is not settled (recharge). */
  orderID?: string
}

/** A state that keeps its money attempts, one per slot (an action that sends money): `null` when none is open. */
export interface AttemptsState<Slot extends string> {
  attempts: Record<Slot, MoneyAttempt | null>
}

/**
 * Where attempts are kept for the tab: `sessionStorage`'s shape. Injected (the app passes its
 * `browserStorage('sessionStorage')`), so packages never touch `window`.
 */
export type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Each state's storage and the prefix of its items, kept beside the state, not in it (it is no state to draw). */
const stores = new WeakMap<object, { storage: AttemptStorage; prefix: string }>()

const KEY = /^[A-Za-z0-9-]{8,64}$/

/** A stored attempt as written by {@link writeAttempt}, or null for anything else (an old format, a hand edit). */
function parseAttempt(raw: string | null): MoneyAttempt | null {
  if (raw === null) return null
  try {
    const { key, request, orderID } = JSON.parse(raw) as Partial<Record<keyof MoneyAttempt, unknown>>
    if (typeof key !== 'string' || !KEY.test(key) || typeof request !== 'string') return null
    return typeof orderID === 'string' ? { key, request, orderID } : { key, request }
  } catch {
    return null
  }
}

/** Writes a slot's attempt into the state and, when kept for the tab, its storage (never failing the action). */
function writeAttempt<Slot extends string>(state: AttemptsState<Slot>, slot: Slot, attempt: MoneyAttempt | null): void {
  state.attempts[slot] = attempt
  const store = stores.get(state)
  if (!store) return
  const name = store.prefix + slot
  try {
    if (attempt) store.storage.setItem(name, JSON.stringify(attempt))
    else store.storage.removeItem(name)
  } catch {
    // Storage full or refused: the attempt lives in memory for this page visit, as without storage. A stale
    // stored attempt must not come back after a reload in its place.
    try {
      store.storage.removeItem(name)
    } catch {
      // Storage refuses everything: nothing stored, nothing stale.
    }
  }
}

/**
 * Keeps `state`'s attempts for the tab in `storage` (sessionStorage) under `h5:attempt:<scope>:<slot>`: the
 * attempts stored by an earlier page of the tab come back into `state.attempts` now, and every change goes to
 * storage too. So a reload in the middle of an attempt (a web view killed in the background, a pull to refresh)
 * sends the same key when the user sends the same request again, and the server does it once. Without a
 * storage, or when it refuses, attempts live as long as the state. Called by a family's state factory.
 *
 * @example
 * const state = proxy<BenefitState>({ ..., attempts: { withdraw: null, exchange: null, give: null } })
 * persistAttempts(state, 'benefit', options.storage)
 */
export function persistAttempts<Slot extends string>(state: AttemptsState<Slot>, scope: string, storage: AttemptStorage | undefined): void {
  if (!storage) return
  const prefix = `h5:attempt:${scope}:`
  stores.set(state, { storage, prefix })
  for (const slot of Object.keys(state.attempts) as Slot[]) {
    let stored: MoneyAttempt | null = null
    try {
      stored = parseAttempt(storage.getItem(prefix + slot))
    } catch {
      // Storage refuses reads: nothing comes back.
    }
    if (stored) state.attempts[slot] = stored
  }
}

/**
 * The attempt `request` belongs to in `slot`: the open one when it sends the same request (a retry after a
 * failure the server did not decide), else a new one with a new key, which replaces it. Kept until
 * {@link endAttempt}.
 */
export function startAttempt<Slot extends string>(state: AttemptsState<Slot>, slot: Slot, request: string): MoneyAttempt {
  const open = state.attempts[slot]
  if (open && open.request === request) return { ...open }
  const attempt = { key: createIdempotencyKey(), request }
  writeAttempt(state, slot, attempt)
  return attempt
}

/**
 * Notes what the server answered so far for the attempt of `key` (the order it made, while the payment is not
 * settled), in the state and in storage. Nothing when another attempt took the slot meanwhile.
 *
 * @example
 * updateAttempt(state, 'pay', attempt.key, { orderID })
 */
export function updateAttempt<Slot extends string>(state: AttemptsState<Slot>, slot: Slot, key: string, fields: Pick<MoneyAttempt, 'orderID'>): void {
  const open = state.attempts[slot]
  if (open?.key === key) writeAttempt(state, slot, { ...open, ...fields })
}

/**
 * The server decided the attempt of `key` (a success, an errno, a final order status): it is forgotten, here and
 * in storage, so the next request of the slot starts a new attempt with a new key. Nothing when another attempt
 * took the slot meanwhile.
 */
export function endAttempt<Slot extends string>(state: AttemptsState<Slot>, slot: Slot, key: string): void {
  if (state.attempts[slot]?.key === key) writeAttempt(state, slot, null)
}
