import { proxy } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { createActionRunners, DomainError, ownAttempts, persistAttempts, type AttemptsState, type AttemptStorage, type NamedRequestsState } from '..'
import { deferred } from './deferred'

type Action = 'balance' | 'withdraw'

class WalletError extends DomainError {
  declare readonly name: 'WalletError'
  constructor(code: string, message: string, details?: ConstructorParameters<typeof DomainError>[2]) {
    super(code, message, details)
    this.name = 'WalletError'
  }
}

/** A family's table, as the runners take it: the action comes second (red packets map per action). */
function toWalletError(cause: unknown, action: Action): WalletError {
  if (cause instanceof WalletError) return cause
  const errno = (cause as { errno?: unknown } | null)?.errno
  return new WalletError(`${action}:${typeof errno === 'number' ? errno : 'failed'}`, '失败', { errno: typeof errno === 'number' ? errno : undefined, cause })
}

const { runAction, runAttempt } = createActionRunners<Action, WalletError>(toWalletError)

interface WalletState extends NamedRequestsState<Action, WalletError>, AttemptsState<'withdraw'> {
  balanceFen: number | null
}

/** A page's wallet state, its attempts kept in `storage` for the signed-in account `owner`. */
function createWalletState(storage?: AttemptStorage, owner = '10001'): WalletState {
  const state = proxy<WalletState>({
    balanceFen: null,
    attempts: { withdraw: null },
    status: { balance: 'idle', withdraw: 'idle' },
    errors: { balance: null, withdraw: null },
  })
  persistAttempts(state, 'wallet', storage)
  ownAttempts(state, owner)
  return state
}

/** A tab's sessionStorage, as the app injects it. */
function memoryStorage(): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
}

/** The server's answers to the withdrawals the test sends, and the keys they carried. */
function walletServer() {
  const keys: string[] = []
  const answers: (() => Promise<string>)[] = []
  return {
    keys,
    answerNext: (answer: () => Promise<string>) => answers.push(answer),
    withdraw: (key: string) => {
      keys.push(key)
      return (answers.shift() ?? (async () => `wd_${keys.length}`))()
    },
  }
}

const noAnswer = () => Promise.reject(Object.assign(new Error('timeout of 15000ms exceeded'), { errmsg: 'timeout of 15000ms exceeded' }))
const refused = (errno: number) => () => Promise.reject(Object.assign(new Error('refused'), { errno }))

function withdraw(state: WalletState, server: ReturnType<typeof walletServer>, amountFen: number) {
  return runAttempt(state, 'withdraw', {
    run: async (begin) => server.withdraw(begin(String(amountFen)).key),
  })
}

describe('runAction', () => {
  it('runs the named request and maps a failure with the family’s table, naming the action', async () => {
    const state = createWalletState()
    const result = await runAction(state, 'balance', { run: refused(8390004) })
    expect(result).toMatchObject({ ok: false, error: { code: 'balance:8390004', name: 'WalletError' } })
    expect(state.errors.balance).toBe(result.ok ? null : result.error)
    expect(await runAction(state, 'balance', { run: async () => 8888, apply: (fen) => (state.balanceFen = fen) })).toEqual({ ok: true, data: 8888 })
    expect(state.balanceFen).toBe(8888)
  })

  it('sends one request for a double tap when exclusive', async () => {
    const state = createWalletState()
    const answer = deferred<number>()
    const run = vi.fn(() => answer.promise)
    const first = runAction(state, 'balance', { exclusive: true, run })
    expect(runAction(state, 'balance', { exclusive: true, run })).toBe(first)
    answer.resolve(1)
    await first
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('runAttempt: the same money attempt', () => {
  it('keeps the key across a retry after no answer and after errno 500, then a new key after the success', async () => {
    const state = createWalletState()
    const server = walletServer()
    server.answerNext(noAnswer)
    server.answerNext(refused(500))
    expect(await withdraw(state, server, 10_000)).toMatchObject({ ok: false, error: { decided: false } })
    expect(state.attempts.withdraw).toEqual({ key: server.keys[0], request: '10000', owner: '10001' })
    expect(await withdraw(state, server, 10_000)).toMatchObject({ ok: false, error: { errno: 500, decided: false } })
    expect(await withdraw(state, server, 10_000)).toEqual({ ok: true, data: 'wd_3' })
    expect(state.attempts.withdraw).toBeNull()
    await withdraw(state, server, 10_000)
    expect(server.keys[1]).toBe(server.keys[0])
    expect(server.keys[2]).toBe(server.keys[0])
    expect(server.keys[3]).not.toBe(server.keys[0])
    expect(server.keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('ends the attempt on a decided refusal: the next tap is a new key', async () => {
    const state = createWalletState()
    const server = walletServer()
    server.answerNext(refused(8390004))
    expect(await withdraw(state, server, 10_000)).toMatchObject({ ok: false, error: { errno: 8390004, decided: true } })
    expect(state.attempts.withdraw).toBeNull()
    await withdraw(state, server, 10_000)
    expect(server.keys[1]).not.toBe(server.keys[0])
  })

  it('makes another request another attempt, with a new key', async () => {
    const state = createWalletState()
    const server = walletServer()
    server.answerNext(noAnswer)
    await withdraw(state, server, 10_000)
    await withdraw(state, server, 20_000)
    expect(server.keys[1]).not.toBe(server.keys[0])
  })

  it('keeps the attempt after a success that does not settle it', async () => {
    const state = createWalletState()
    const run = async (begin: (request: string) => { key: string }) => `order of ${begin('app:d60').key}`
    const made = await runAttempt(state, 'withdraw', { run, settles: () => false })
    expect(made.ok && made.data).toBe(`order of ${state.attempts.withdraw?.key}`)
    expect(await runAttempt(state, 'withdraw', { run, settles: () => false })).toEqual(made)
  })

  it('is no attempt when the input is refused before begin', async () => {
    const state = createWalletState()
    const result = await runAttempt(state, 'withdraw', { run: () => Promise.reject(Object.assign(new Error('x'), { errno: 8390006 })) })
    expect(result.ok).toBe(false)
    expect(state.attempts.withdraw).toBeNull()
  })

  it('sends one request for a double tap, exclusive by itself', async () => {
    const state = createWalletState()
    const server = walletServer()
    const answer = deferred<string>()
    server.answerNext(() => answer.promise)
    const first = withdraw(state, server, 10_000)
    expect(withdraw(state, server, 10_000)).toBe(first)
    answer.resolve('wd_1')
    await first
    expect(server.keys).toHaveLength(1)
    expect(state.status.withdraw).toBe('done')
  })
})

describe('attempts kept for the tab (persistAttempts)', () => {
  it('finds the unfinished attempt after a reload: the same request sends the same key', async () => {
    const storage = memoryStorage()
    const server = walletServer()
    server.answerNext(noAnswer)
    await withdraw(createWalletState(storage), server, 10_000)
    // The page reloads: a new state of the same tab.
    const reloaded = createWalletState(storage)
    expect(reloaded.attempts.withdraw).toEqual({ key: server.keys[0], request: '10000', owner: '10001' })
    expect(await withdraw(reloaded, server, 10_000)).toMatchObject({ ok: true })
    expect(server.keys[1]).toBe(server.keys[0])
    expect(storage.items.size).toBe(0)
    expect(createWalletState(storage).attempts.withdraw).toBeNull()
  })

  it('gives another account of the tab a new key for the same request, and forgets the first account’s attempt', async () => {
    const storage = memoryStorage()
    const server = walletServer()
    server.answerNext(noAnswer)
    await withdraw(createWalletState(storage, '10001'), server, 10_000)
    const switched = createWalletState(storage, '10002')
    expect(switched.attempts.withdraw).toBeNull()
    expect(await withdraw(switched, server, 10_000)).toMatchObject({ ok: true })
    expect(server.keys[1]).not.toBe(server.keys[0])
    expect(createWalletState(storage, '10001').attempts.withdraw).toBeNull()
  })

  it('stores only the key, the request and the account, under the scope and slot', async () => {
    const storage = memoryStorage()
    const server = walletServer()
    server.answerNext(noAnswer)
    await withdraw(createWalletState(storage), server, 10_000)
    expect([...storage.items]).toEqual([['h5:attempt:wallet:withdraw', JSON.stringify({ key: server.keys[0], request: '10000', owner: '10001' })]])
  })

  it('ignores what it did not write, and a storage that refuses', async () => {
    const storage = memoryStorage()
    storage.items.set('h5:attempt:wallet:withdraw', '{"key":"<script>","request":"10000"}')
    expect(createWalletState(storage).attempts.withdraw).toBeNull()
    storage.items.set('h5:attempt:wallet:withdraw', 'not json')
    expect(createWalletState(storage).attempts.withdraw).toBeNull()
    const refusing: AttemptStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const state = createWalletState(refusing)
    const server = walletServer()
    server.answerNext(noAnswer)
    await withdraw(state, server, 10_000)
    await withdraw(state, server, 10_000)
    // Storage refused: the attempt still lives for the page visit.
    expect(server.keys[1]).toBe(server.keys[0])
  })

  it('never leaves a stale attempt in storage when a new one cannot be written', async () => {
    const storage = memoryStorage()
    const server = walletServer()
    server.answerNext(noAnswer)
    await withdraw(createWalletState(storage), server, 10_000)
    const state = createWalletState(storage)
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    server.answerNext(noAnswer)
    await withdraw(state, server, 20_000)
    expect(storage.items.size).toBe(0)
    expect(state.attempts.withdraw?.request).toBe('20000')
  })
})
