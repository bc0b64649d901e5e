import { describe, expect, it } from 'vitest'
import { endAttempt, ownAttempts, persistAttempts, startAttempt, updateAttempt, type AttemptsState, type AttemptStorage } from '..'

const newState = (): AttemptsState<'buy'> => ({ attempts: { buy: null } })

/** sessionStorage's shape over a Map, refusing what the test asks it to. */
function memoryStorage(refuse: { reads?: boolean; writes?: boolean } = {}): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (name) => {
      if (refuse.reads) throw new Error('SecurityError')
      return items.get(name) ?? null
    },
    setItem: (name, value) => {
      if (refuse.writes) throw new Error('QuotaExceededError')
      items.set(name, value)
    },
    removeItem: (name) => void items.delete(name),
  }
}

describe('startAttempt and endAttempt', () => {
  it('keeps the key while the same request is sent again, until the server decided', () => {
    const state = newState()
    const first = startAttempt(state, 'buy', 'guard_1:diamond:1000')
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(startAttempt(state, 'buy', 'guard_1:diamond:1000').key).toBe(first.key)
    endAttempt(state, 'buy', first.key)
    expect(state.attempts.buy).toBeNull()
    expect(startAttempt(state, 'buy', 'guard_1:diamond:1000').key).not.toBe(first.key)
  })

  it('starts another attempt, with another key, for another request', () => {
    const state = newState()
    const first = startAttempt(state, 'buy', 'guard_1:diamond:1000')
    const other = startAttempt(state, 'buy', 'guard_2:diamond:3000')
    expect(other.key).not.toBe(first.key)
    expect(state.attempts.buy).toEqual({ key: other.key, request: 'guard_2:diamond:3000', owner: null })
  })

  it('leaves a newer attempt alone when an older one is ended or updated', () => {
    const state = newState()
    const old = startAttempt(state, 'buy', 'a')
    const current = startAttempt(state, 'buy', 'b')
    endAttempt(state, 'buy', old.key)
    updateAttempt(state, 'buy', old.key, { orderID: 'o1' })
    expect(state.attempts.buy).toEqual({ key: current.key, request: 'b', owner: null })
    updateAttempt(state, 'buy', current.key, { orderID: 'o2' })
    expect(state.attempts.buy).toEqual({ key: current.key, request: 'b', owner: null, orderID: 'o2' })
  })

  it('starts a new attempt, with a new key, when another account sends the same request', () => {
    const state = newState()
    ownAttempts(state, '10001')
    const first = startAttempt(state, 'buy', 'guard_1:diamond:1000')
    expect(first.owner).toBe('10001')
    ownAttempts(state, '10002')
    expect(state.attempts.buy).toBeNull()
    const other = startAttempt(state, 'buy', 'guard_1:diamond:1000')
    expect(other).toMatchObject({ request: 'guard_1:diamond:1000', owner: '10002' })
    expect(other.key).not.toBe(first.key)
  })
})

/** A page of the tab: a state kept in `storage`, for `owner` once the session named it. */
function pageOf(storage: AttemptStorage, owner?: string, scope = 'guard'): AttemptsState<'buy'> {
  const state = newState()
  persistAttempts(state, scope, storage)
  if (owner !== undefined) ownAttempts(state, owner)
  return state
}

describe('persistAttempts and ownAttempts', () => {
  it('keeps an open attempt for the tab: a state made after a reload, for the same account, sends the same key', () => {
    const storage = memoryStorage()
    const before = pageOf(storage, '10001')
    const { key } = startAttempt(before, 'buy', 'guard_1:diamond:1000')
    expect(JSON.parse(storage.items.get('h5:attempt:guard:buy') ?? 'null')).toEqual({ key, request: 'guard_1:diamond:1000', owner: '10001' })

    const after = pageOf(storage, '10001')
    expect(after.attempts.buy).toEqual({ key, request: 'guard_1:diamond:1000', owner: '10001' })
    expect(startAttempt(after, 'buy', 'guard_1:diamond:1000').key).toBe(key)
    endAttempt(after, 'buy', key)
    expect(storage.items.has('h5:attempt:guard:buy')).toBe(false)
  })

  it('never gives one account the attempt of another: dropped in the state and in storage, and a new key', () => {
    const storage = memoryStorage()
    const first = startAttempt(pageOf(storage, '10001'), 'buy', 'guard_1:diamond:1000')
    orderOf(storage, first.key)

    const other = pageOf(storage, '10002')
    expect(other.attempts.buy).toBeNull()
    expect(storage.items.has('h5:attempt:guard:buy')).toBe(false)
    const second = startAttempt(other, 'buy', 'guard_1:diamond:1000')
    expect(second.key).not.toBe(first.key)
    expect(JSON.parse(storage.items.get('h5:attempt:guard:buy') ?? 'null')).toEqual({ key: second.key, request: 'guard_1:diamond:1000', owner: '10002' })
    // The first account is back: its attempt was replaced by the other's, so it starts anew too.
    expect(pageOf(storage, '10001').attempts.buy).toBeNull()
  })

  it('brings nothing back before the account is named, and stores nothing started meanwhile', () => {
    const storage = memoryStorage()
    const { key } = startAttempt(pageOf(storage, '10001'), 'buy', 'x')
    const unowned = pageOf(storage)
    expect(unowned.attempts.buy).toBeNull()
    const early = startAttempt(unowned, 'buy', 'x')
    expect(early).toMatchObject({ owner: null })
    expect(early.key).not.toBe(key)
    expect(JSON.parse(storage.items.get('h5:attempt:guard:buy') ?? 'null')).toMatchObject({ key, owner: '10001' })
    // Named now: the account's kept attempt replaces the page's unowned one.
    ownAttempts(unowned, '10001')
    expect(unowned.attempts.buy).toMatchObject({ key, owner: '10001' })
    ownAttempts(unowned, '10001')
    expect(startAttempt(unowned, 'buy', 'x').key).toBe(key)
  })

  it('keeps each scope apart', () => {
    const storage = memoryStorage()
    startAttempt(pageOf(storage, '10001'), 'buy', 'x')
    expect(pageOf(storage, '10001', 'vip').attempts.buy).toBeNull()
  })

  it('drops a stored item it did not write, or of the old format without an account', () => {
    const storage = memoryStorage()
    storage.items.set('h5:attempt:guard:buy', '{"key":"<script>","request":"x","owner":"10001"}')
    expect(pageOf(storage, '10001').attempts.buy).toBeNull()
    expect(storage.items.has('h5:attempt:guard:buy')).toBe(false)
    storage.items.set('h5:attempt:guard:buy', JSON.stringify({ key: 'a1b2c3d4-0000-4000-8000-000000000000', request: 'x', orderID: 'o1' }))
    expect(pageOf(storage, '10001').attempts.buy).toBeNull()
    expect(storage.items.has('h5:attempt:guard:buy')).toBe(false)
  })

  it('lives in memory when storage refuses, never failing the attempt', () => {
    const state = newState()
    persistAttempts(state, 'guard', memoryStorage({ reads: true, writes: true }))
    ownAttempts(state, '10001')
    const first = startAttempt(state, 'buy', 'x')
    expect(startAttempt(state, 'buy', 'x').key).toBe(first.key)
  })
})

/** Notes an order for the stored attempt of `key`, as a recharge does once the server made it. */
function orderOf(storage: AttemptStorage, key: string): void {
  const stored = JSON.parse(storage.getItem('h5:attempt:guard:buy') ?? 'null') as { key: string }
  expect(stored.key).toBe(key)
  storage.setItem('h5:attempt:guard:buy', JSON.stringify({ ...stored, orderID: 'o1' }))
}
