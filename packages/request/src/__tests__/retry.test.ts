import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRequestState, forgetRequests, retryDelayMs, runRequest } from '..'
import { TestError, toTestError } from './deferred'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A read that fails `failures` times with `message`, then answers 'ok'. */
function flakyRead(failures: number, message = 'timeout of 15000ms exceeded') {
  let calls = 0
  return vi.fn(async () => {
    calls += 1
    if (calls <= failures) throw new Error(message)
    return 'ok'
  })
}

describe('retryDelayMs', () => {
  it('waits 1 s, 2 s, 4 s, then 8 s for every further retry', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
  })
})

describe('retry', () => {
  it('sends a failed read again after 1 s, 2 s and 4 s, loading meanwhile, and writes the success', async () => {
    const state = createRequestState<string, TestError>()
    const run = flakyRead(3)
    const pending = runRequest(state, { run, toError: toTestError, retry: 3 })
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(run).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(3)
    expect(state).toEqual({ status: 'loading', data: null, error: null })
    await vi.advanceTimersByTimeAsync(4000)
    expect(run).toHaveBeenCalledTimes(4)
    expect(await pending).toEqual({ ok: true, data: 'ok' })
    expect(state.status).toBe('done')
  })

  it('caps the wait at 8 s and gives up after the last retry with the last failure', async () => {
    const state = createRequestState<string, TestError>()
    const run = flakyRead(Infinity)
    const pending = runRequest(state, { run, toError: toTestError, retry: 5 })
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000)
    expect(run).toHaveBeenCalledTimes(5)
    await vi.advanceTimersByTimeAsync(7999)
    expect(run).toHaveBeenCalledTimes(5)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(6)
    const result = await pending
    expect(result).toMatchObject({ ok: false, error: { message: 'timeout of 15000ms exceeded' } })
    expect(state.status).toBe('error')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('sends once without retry: a mutation never retries on its own', async () => {
    const state = createRequestState<string, TestError>()
    const run = flakyRead(1)
    const result = await runRequest(state, { exclusive: true, run, toError: toTestError })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run).toHaveBeenCalledTimes(1)
    expect(result.ok).toBe(false)
    expect(state.status).toBe('error')
  })

  it('retries only failures `retryable` accepts, and gives it the package error', async () => {
    const state = createRequestState<string, TestError>()
    const run = flakyRead(1, '红包不存在')
    const retryable = vi.fn((error: TestError) => error.message !== '红包不存在')
    const result = await runRequest(state, { run, toError: toTestError, retry: 3, retryable })
    expect(run).toHaveBeenCalledTimes(1)
    expect(retryable).toHaveBeenCalledWith(expect.any(TestError))
    expect(result).toMatchObject({ ok: false, error: { message: '红包不存在' } })
  })

  it('stops retrying once a newer call supersedes it: nothing more is sent for the old one', async () => {
    const state = createRequestState<string, TestError>()
    const old = flakyRead(Infinity)
    const older = runRequest(state, { run: old, toError: toTestError, retry: 3 })
    await vi.advanceTimersByTimeAsync(0)
    await runRequest(state, { run: async () => 'new', toError: toTestError })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(old).toHaveBeenCalledTimes(1)
    expect(await older).toMatchObject({ ok: false })
    expect(state).toEqual({ status: 'done', data: 'new', error: null })
  })

  it('stops retrying after forgetRequests', async () => {
    const state = createRequestState<string, TestError>()
    const run = flakyRead(Infinity)
    const pending = runRequest(state, { run, toError: toTestError, retry: 3 })
    await vi.advanceTimersByTimeAsync(0)
    forgetRequests(state)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(run).toHaveBeenCalledTimes(1)
    expect(await pending).toMatchObject({ ok: false })
    expect(state.status).toBe('loading')
  })

  it('an exclusive call during the back-off returns the call in flight', async () => {
    const state = createRequestState<string, TestError>()
    const run = flakyRead(1)
    const first = runRequest(state, { exclusive: true, run, toError: toTestError, retry: 1 })
    await vi.advanceTimersByTimeAsync(500)
    expect(runRequest(state, { exclusive: true, run, toError: toTestError, retry: 1 })).toBe(first)
    await vi.advanceTimersByTimeAsync(500)
    expect(await first).toEqual({ ok: true, data: 'ok' })
    expect(run).toHaveBeenCalledTimes(2)
  })
})
