import { describe, expect, it, vi } from 'vitest'
import { createRequestState, forgetRequests, runRequest } from '..'
import { deferred, TestError, toTestError } from './deferred'

describe('runRequest', () => {
  it('sends at once, shows loading, then writes the data and done', async () => {
    const state = createRequestState<number, TestError>()
    const answer = deferred<number>()
    const run = vi.fn(() => answer.promise)
    const pending = runRequest(state, { run, toError: toTestError })
    expect(run).toHaveBeenCalledTimes(1)
    expect(state.status).toBe('loading')
    answer.resolve(42)
    expect(await pending).toEqual({ ok: true, data: 42 })
    expect(state).toEqual({ status: 'done', data: 42, error: null })
  })

  it('runs apply with the data of a success, after writing it', async () => {
    const state = createRequestState<number, TestError>()
    const seen: unknown[] = []
    await runRequest(state, { run: async () => 7, toError: toTestError, apply: (data) => seen.push(data, state.data) })
    expect(seen).toEqual([7, 7])
  })

  it('never rejects: a failure is the package error, in the result and in the state, and the last data stays', async () => {
    const state = createRequestState<number, TestError>()
    await runRequest(state, { run: async () => 1, toError: toTestError })
    const failed: TestError[] = []
    const result = await runRequest(state, {
      run: () => Promise.reject(new Error('Network Error')),
      toError: toTestError,
      fail: (error) => failed.push(error),
    })
    expect(result).toEqual({ ok: false, error: expect.any(TestError) })
    const error = (result as { error: TestError }).error
    expect(error.message).toBe('Network Error')
    expect(failed).toEqual([error])
    expect(state).toEqual({ status: 'error', data: 1, error })
  })

  it('maps a synchronous throw and a thrown non-Error the same way', async () => {
    const state = createRequestState<number, TestError>()
    const thrown = await runRequest(state, {
      run: () => {
        throw new Error('boom')
      },
      toError: toTestError,
    })
    expect(thrown).toMatchObject({ ok: false, error: { name: 'TestError', message: 'boom' } })
    const odd = await runRequest(state, { run: () => Promise.reject('nope'), toError: toTestError })
    expect(odd).toMatchObject({ ok: false, error: { message: '请求失败', cause: 'nope' } })
  })

  it('clears the last error when a new call starts', async () => {
    const state = createRequestState<number, TestError>()
    await runRequest(state, { run: () => Promise.reject(new Error('x')), toError: toTestError })
    const answer = deferred<number>()
    void runRequest(state, { run: () => answer.promise, toError: toTestError })
    expect(state.error).toBeNull()
    expect(state.status).toBe('loading')
  })
})

describe('overlapping calls', () => {
  it('writes only the latest call, even when an older answer comes last', async () => {
    const state = createRequestState<string, TestError>()
    const old = deferred<string>()
    const latest = deferred<string>()
    const applied: string[] = []
    const older = runRequest(state, { run: () => old.promise, toError: toTestError, apply: (d) => applied.push(d) })
    const newer = runRequest(state, { run: () => latest.promise, toError: toTestError, apply: (d) => applied.push(d) })
    latest.resolve('新')
    await newer
    old.resolve('旧')
    expect(await older).toEqual({ ok: true, data: '旧' })
    expect(state.data).toBe('新')
    expect(applied).toEqual(['新'])
  })

  it('keeps loading while a newer call is in flight after an older one failed', async () => {
    const state = createRequestState<string, TestError>()
    const old = deferred<string>()
    const older = runRequest(state, { run: () => old.promise, toError: toTestError })
    void runRequest(state, { run: () => new Promise<string>(() => {}), toError: toTestError })
    old.reject(new Error('Network Error'))
    expect(await older).toMatchObject({ ok: false })
    expect(state.status).toBe('loading')
    expect(state.error).toBeNull()
  })

  it('exclusive: a second call while one is in flight returns the same promise and sends nothing', async () => {
    const state = createRequestState<string, TestError>()
    const answer = deferred<string>()
    const run = vi.fn(() => answer.promise)
    const first = runRequest(state, { exclusive: true, run, toError: toTestError })
    const second = runRequest(state, { exclusive: true, run, toError: toTestError })
    expect(second).toBe(first)
    expect(run).toHaveBeenCalledTimes(1)
    answer.resolve('ok')
    await first
    // Settled: the next tap is a new request.
    await runRequest(state, { exclusive: true, run: async () => 'again', toError: toTestError })
    expect(state.data).toBe('again')
  })

  it('forgetRequests drops the answers in flight and lets an exclusive call start at once', async () => {
    const state = createRequestState<string, TestError>()
    const old = deferred<string>()
    const before = runRequest(state, { exclusive: true, run: () => old.promise, toError: toTestError })
    forgetRequests(state)
    const run = vi.fn(async () => 'after')
    const after = runRequest(state, { exclusive: true, run, toError: toTestError })
    expect(after).not.toBe(before)
    expect(run).toHaveBeenCalledTimes(1)
    await after
    old.resolve('before')
    await before
    expect(state.data).toBe('after')
  })
})
