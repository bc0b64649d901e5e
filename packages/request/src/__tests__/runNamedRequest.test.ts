import { proxy } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { runNamedRequest, type NamedRequestsState } from '..'
import { deferred, TestError, toTestError } from './deferred'

type Action = 'balance' | 'withdraw'

interface WalletState extends NamedRequestsState<Action, TestError> {
  balanceFen: number | null
}

function createWalletState(): WalletState {
  return proxy<WalletState>({
    balanceFen: null,
    status: { balance: 'idle', withdraw: 'idle' },
    errors: { balance: null, withdraw: null },
  })
}

describe('runNamedRequest', () => {
  it('writes the named status and error only, and the data where apply puts it', async () => {
    const state = createWalletState()
    const answer = deferred<number>()
    const pending = runNamedRequest(state, 'balance', {
      run: () => answer.promise,
      toError: toTestError,
      apply: (fen) => (state.balanceFen = fen),
    })
    expect(state.status).toEqual({ balance: 'loading', withdraw: 'idle' })
    answer.resolve(8888)
    expect(await pending).toEqual({ ok: true, data: 8888 })
    expect(state).toEqual({
      balanceFen: 8888,
      status: { balance: 'done', withdraw: 'idle' },
      errors: { balance: null, withdraw: null },
    })
  })

  it('records a failure under its name and runs fail, never rejecting', async () => {
    const state = createWalletState()
    const fail = vi.fn()
    const result = await runNamedRequest(state, 'withdraw', {
      run: () => Promise.reject(new Error('余额不足')),
      toError: toTestError,
      fail,
    })
    expect(result).toMatchObject({ ok: false, error: { message: '余额不足' } })
    expect(state.errors.withdraw).toBeInstanceOf(TestError)
    expect(state.errors.balance).toBeNull()
    expect(state.status.withdraw).toBe('error')
    expect(fail).toHaveBeenCalledWith(state.errors.withdraw)
  })

  it('keeps each name to itself: an exclusive withdraw does not wait for a balance in flight', async () => {
    const state = createWalletState()
    void runNamedRequest(state, 'balance', { exclusive: true, run: () => new Promise(() => {}), toError: toTestError })
    const run = vi.fn(async () => 'order_1')
    const first = runNamedRequest(state, 'withdraw', { exclusive: true, run, toError: toTestError })
    expect(runNamedRequest(state, 'withdraw', { exclusive: true, run, toError: toTestError })).toBe(first)
    expect(await first).toEqual({ ok: true, data: 'order_1' })
    expect(run).toHaveBeenCalledTimes(1)
    expect(state.status).toEqual({ balance: 'loading', withdraw: 'done' })
  })

  it('writes only the latest call of a name', async () => {
    const state = createWalletState()
    const old = deferred<number>()
    const apply = (fen: number) => (state.balanceFen = fen)
    const older = runNamedRequest(state, 'balance', { run: () => old.promise, toError: toTestError, apply })
    await runNamedRequest(state, 'balance', { run: async () => 2, toError: toTestError, apply })
    old.resolve(1)
    await older
    expect(state.balanceFen).toBe(2)
  })
})
