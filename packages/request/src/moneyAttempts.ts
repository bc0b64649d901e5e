import { createIdempotencyKey } from './createIdempotencyKey'

/**
 * One money attempt the server has not decided yet (an order, a withdrawal, an exchange, a gift, a red-packet
 * send): the idempotency key every try of it sends, what it sends, and the account it is for. Kept for the tab
 * when the state has a storage and an account ({@link persistAttempts}, {@link ownAttempts}), so it holds nothing
 * personal.
 */
export interface MoneyAttempt {
  /** The idempotency key (`createIdempotencyKey`) every try of this attempt sends. */
  key: string
  /**
   * The account the attempt is for, as the app names it (the session's user ID as text): another account's
   * request is another attempt, and its order is never shown to this one. `null` while the state has no account
   * named ({@link ownAttempts}): such an attempt lives in memory only, for the page visit.
   */
  owner: string | null
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

/**
 * Beside each state, not in it (it is nothing to draw): its storage and the prefix of its items, and the account
 * its attempts are for once the app named it.
 */
const stores = new WeakMap<object, { storage: AttemptStorage; prefix: string }>()
const owners = new WeakMap<object, string>()

const KEY = /^[A-Za-z0-9-]{8,64}$/

/**
 * A stored attempt as written by {@link writeAttempt}, or null for anything else: a hand edit, or the old format
 * without an owner, whose account nobody can tell.
 */
function parseAttempt(raw: string | null): MoneyAttempt | null {
  if (raw === null) return null
  try {
    const { key, request, owner, orderID } = JSON.parse(raw) as Partial<Record<keyof MoneyAttempt, unknown>>
    if (typeof key !== 'string' || !KEY.test(key) || typeof request !== 'string' || typeof owner !== 'string' || owner === '') return null
    return typeof orderID === 'string' ? { key, request, owner, orderID } : { key, request, owner }
  } catch {
    return null
  }
}

/** Removes a stored item, as far as the storage lets it. */
function removeStored(storage: AttemptStorage, name: string): void {
  try {
    storage.removeItem(name)
  } catch {
    // Storage refuses everything: nothing stored, nothing stale.
  }
}

/**
 * Writes a slot's attempt into the state and, when kept for the tab, its storage (never failing the action).
 * A state of no named account leaves storage alone: a later page could not tell whose its attempts are, and
 * what is stored may be an account's the state has not been named for yet.
 */
function writeAttempt<Slot extends string>(state: AttemptsState<Slot>, slot: Slot, attempt: MoneyAttempt | null): void {
  state.attempts[slot] = attempt
  const store = stores.get(state)
  if (!store || !owners.has(state)) return
  const name = store.prefix + slot
  try {
    if (attempt) store.storage.setItem(name, JSON.stringify(attempt))
    else store.storage.removeItem(name)
  } catch {
    // Storage full or refused: the attempt lives in memory for this page visit, as without storage. A stale
    // stored attempt must not come back after a reload in its place.
    removeStored(store.storage, name)
  }
}

/**
 * Keeps `state`'s attempts for the tab in `storage` (sessionStorage) under `h5:attempt:<scope>:<slot>`, once the
 * app has named the account they are for ({@link ownAttempts}): the attempts an earlier page of the tab stored
 * for that account come back into `state.attempts` then, and every change of an owned attempt goes to storage
 * too. So a reload in the middle of an attempt (a web view killed in the background, a pull to refresh) sends the
 * same key when the same user sends the same request again, and the server does it once. Nothing comes back
 * before the account is named: the state is made when the page is, before the session has said who is signed in,
 * and a tab can change accounts (a web login as someone else, native switching users). Without a storage, or
 * when it refuses, attempts live as long as the state. Called by a family's state factory.
 *
 * @example
 * const state = proxy<BenefitState>({ ..., attempts: { withdraw: null, exchange: null, give: null } })
 * persistAttempts(state, 'benefit', options.storage)
 */
export function persistAttempts<Slot extends string>(state: AttemptsState<Slot>, scope: string, storage: AttemptStorage | undefined): void {
  if (storage) stores.set(state, { storage, prefix: `h5:attempt:${scope}:` })
}

/**
 * Names the account `state`'s attempts are for (the session's user ID as text), once the session has resolved
 * it, before anything kept is resumed or sent. The tab's stored attempts of `owner` come back into
 * `state.attempts` (an open one of `owner` already in memory stays); any other (another account's, one of no
 * named account, an old or unreadable item) is forgotten, in the state and in storage, and never shown. The
 * attempts started from now on are `owner`'s. Calling it again with the same account changes nothing.
 *
 * @example
 * const { userID } = await appSession.resolve()
 * if (userID !== null) ownAttempts(state, String(userID))
 * const orderID = state.attempts.pay?.orderID // this account's unsettled order, if any
 */
export function ownAttempts<Slot extends string>(state: AttemptsState<Slot>, owner: string): void {
  owners.set(state, owner)
  const store = stores.get(state)
  for (const slot of Object.keys(state.attempts) as Slot[]) {
    const open = state.attempts[slot]
    if (open?.owner === owner) continue
    let stored: MoneyAttempt | null = null
    if (store) {
      try {
        stored = parseAttempt(store.storage.getItem(store.prefix + slot))
      } catch {
        // Storage refuses reads: nothing comes back.
      }
    }
    const kept = stored?.owner === owner ? stored : null
    if (kept) state.attempts[slot] = kept
    else writeAttempt(state, slot, null)
  }
}

/**
 * The attempt `request` belongs to in `slot`: the open one when it sends the same request for the same account
 * (a retry after a failure the server did not decide), else a new one with a new key, which replaces it. The
 * account is the state's ({@link ownAttempts}; none named yet: an attempt for the page visit only). Kept until
 * {@link endAttempt}.
 */
export function startAttempt<Slot extends string>(state: AttemptsState<Slot>, slot: Slot, request: string): MoneyAttempt {
  const owner = owners.get(state) ?? null
  const open = state.attempts[slot]
  if (open && open.request === request && open.owner === owner) return { ...open }
  const attempt: MoneyAttempt = { key: createIdempotencyKey(), request, owner }
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
