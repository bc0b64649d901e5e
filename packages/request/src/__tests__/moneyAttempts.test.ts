import { describe, expect, it } from 'vitest'
import { endAttempt, persistAttempts, startAttempt, updateAttempt, type AttemptsState, type AttemptStorage } from '..'

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
    expect(state.attempts.buy).toEqual({ key: other.key, request: 'guard_2:diamond:3000' })
  })

  it('leaves a newer attempt alone when an older one is ended or updated', () => {
    const state = newState()
    const old = startAttempt(state, 'buy', 'a')
    const current = startAttempt(state, 'buy', 'b')
    endAttempt(state, 'buy', old.key)
    updateAttempt(state, 'buy', old.key, { orderID: 'o1' })
    expect(state.attempts.buy).toEqual({ key: current.key, request: 'b' })
    updateAttempt(state, 'buy', current.key, { orderID: 'o2' })
    expect(state.attempts.buy).toEqual({ key: current.key, request: 'b', orderID: 'o2' })
  })
})

describe('persistAttempts', () => {
  it('keeps an open attempt for the tab: a state made after a reload sends the same key', () => {
    const storage = memoryStorage()
    const before = newState()
    persistAttempts(before, 'guard', storage)
    const { key } = startAttempt(before, 'buy', 'guard_1:diamond:1000')
    expect(JSON.parse(storage.items.get('h5:attempt:guard:buy') ?? 'null')).toEqual({ key, request: 'guard_1:diamond:1000' })

    const after = newState()
    persistAttempts(after, 'guard', storage)
    expect(startAttempt(after, 'buy', 'guard_1:diamond:1000').key).toBe(key)
    endAttempt(after, 'buy', key)
    expect(storage.items.has('h5:attempt:guard:buy')).toBe(false)
  })

  it('keeps each scope apart', () => {
    const storage = memoryStorage()
    const guard = newState()
    persistAttempts(guard, 'guard', storage)
    startAttempt(guard, 'buy', 'x')
    const vip = newState()
    persistAttempts(vip, 'vip', storage)
    expect(vip.attempts.buy).toBeNull()
  })

  it('ignores a stored item it did not write', () => {
    const storage = memoryStorage()
    storage.items.set('h5:attempt:guard:buy', '{"key":"<script>","request":"x"}')
    const state = newState()
    persistAttempts(state, 'guard', storage)
    expect(state.attempts.buy).toBeNull()
  })

  it('lives in memory when storage refuses, never failing the attempt', () => {
    const state = newState()
    persistAttempts(state, 'guard', memoryStorage({ reads: true, writes: true }))
    const first = startAttempt(state, 'buy', 'x')
    expect(startAttempt(state, 'buy', 'x').key).toBe(first.key)
  })
})
