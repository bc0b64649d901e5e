import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPagedState, loadPage, type Page, type PageSource } from '..'
import { deferred, toTestError, type Deferred, type TestError } from './deferred'

/** A server whose answers the test releases one by one; `fetch` records the cursor of every request. */
function heldServer() {
  const answers: Deferred<Page<string, number>>[] = []
  const fetch = vi.fn((_cursor: number | null) => {
    const answer = deferred<Page<string, number>>()
    answers.push(answer)
    return answer.promise
  })
  const source: PageSource<string, TestError, number> = { fetch, toError: toTestError }
  return { source, fetch, answers }
}

const page = (items: string[], cursor: number | null, hasMore = true): Page<string, number> => ({ items, cursor, hasMore })

afterEach(() => {
  vi.useRealTimers()
})

describe('loadPage', () => {
  it("'start' loads the first page: rows, cursor and hasMore", async () => {
    const state = createPagedState<string, TestError, number>()
    const { source, fetch, answers } = heldServer()
    const pending = loadPage(state, 'start', source)
    expect(fetch).toHaveBeenCalledWith(null)
    expect(state.status).toBe('loading')
    answers[0]!.resolve(page(['a', 'b'], 2))
    expect(await pending).toEqual({ ok: true, data: page(['a', 'b'], 2) })
    expect(state).toEqual({ items: ['a', 'b'], cursor: 2, hasMore: true, status: 'done', error: null })
  })

  it("'next' appends the page at the cursor, and keeps the new cursor and hasMore", async () => {
    const state = createPagedState<string, TestError, number>()
    const { source, fetch, answers } = heldServer()
    const first = loadPage(state, 'start', source)
    answers[0]!.resolve(page(['a', 'b'], 2))
    await first
    const next = loadPage(state, 'next', source)
    expect(fetch).toHaveBeenLastCalledWith(2)
    answers[1]!.resolve(page(['c'], null, false))
    await next
    expect(state).toEqual({ items: ['a', 'b', 'c'], cursor: null, hasMore: false, status: 'done', error: null })
  })

  it("'next' is exclusive: a scroll and a tap on 加载更多 send one request", async () => {
    const state = createPagedState<string, TestError, number>()
    const { source, fetch, answers } = heldServer()
    const first = loadPage(state, 'start', source)
    answers[0]!.resolve(page(['a'], 1))
    await first
    const byScroll = loadPage(state, 'next', source)
    const byTap = loadPage(state, 'next', source)
    expect(byTap).toBe(byScroll)
    expect(fetch).toHaveBeenCalledTimes(2)
    answers[1]!.resolve(page(['b'], 2))
    await byTap
    expect(state.items).toEqual(['a', 'b'])
  })

  it("'next' while the first page is still loading waits for it instead of sending", async () => {
    const state = createPagedState<string, TestError, number>()
    const { source, fetch } = heldServer()
    const start = loadPage(state, 'start', source)
    expect(loadPage(state, 'next', source)).toBe(start)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("'start' again is a refresh: it replaces the rows, which stay on screen until the answer", async () => {
    const state = createPagedState<string, TestError, number>()
    const { source, answers } = heldServer()
    const first = loadPage(state, 'start', source)
    answers[0]!.resolve(page(['a', 'b'], 2))
    await first
    const refresh = loadPage(state, 'start', source)
    expect(state.items).toEqual(['a', 'b'])
    answers[1]!.resolve(page(['new'], 1))
    await refresh
    expect(state).toMatchObject({ items: ['new'], cursor: 1, status: 'done' })
  })

  it('never appends an old next page answered after a refresh', async () => {
    const state = createPagedState<string, TestError, number>()
    const { source, answers } = heldServer()
    const first = loadPage(state, 'start', source)
    answers[0]!.resolve(page(['a'], 1))
    await first
    const staleNext = loadPage(state, 'next', source)
    const refresh = loadPage(state, 'start', source)
    answers[2]!.resolve(page(['fresh'], 1))
    await refresh
    answers[1]!.resolve(page(['stale'], 2))
    expect(await staleNext).toMatchObject({ ok: true })
    expect(state.items).toEqual(['fresh'])
    expect(state.cursor).toBe(1)
  })

  it('sends nothing for the next page when the last one said there is no more', async () => {
    const state = createPagedState<string, TestError, number>()
    const { source, fetch, answers } = heldServer()
    const first = loadPage(state, 'start', source)
    answers[0]!.resolve(page(['a'], null, false))
    await first
    expect(await loadPage(state, 'next', source)).toEqual({ ok: true, data: page([], null, false) })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(state.status).toBe('done')
  })

  it('keeps the rows when the next page fails, and the same next page loads on a retry', async () => {
    const state = createPagedState<string, TestError, number>()
    const { source, fetch, answers } = heldServer()
    const first = loadPage(state, 'start', source)
    answers[0]!.resolve(page(['a'], 1))
    await first
    const failing = loadPage(state, 'next', source)
    answers[1]!.reject(new Error('Network Error'))
    expect(await failing).toMatchObject({ ok: false, error: { name: 'TestError', message: 'Network Error' } })
    expect(state).toMatchObject({ items: ['a'], cursor: 1, status: 'error', error: { message: 'Network Error' } })
    const retry = loadPage(state, 'next', source)
    expect(fetch).toHaveBeenLastCalledWith(1)
    expect(state.error).toBeNull()
    answers[2]!.resolve(page(['b'], 2))
    await retry
    expect(state.items).toEqual(['a', 'b'])
  })

  it("retries a page as the source asks, after the runner's back-off", async () => {
    vi.useFakeTimers()
    const state = createPagedState<string, TestError, number>()
    let calls = 0
    const source: PageSource<string, TestError, number> = {
      fetch: async () => {
        calls += 1
        if (calls === 1) throw new Error('timeout of 15000ms exceeded')
        return page(['a'], 1)
      },
      toError: toTestError,
      retry: 2,
    }
    const pending = loadPage(state, 'start', source)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toMatchObject({ ok: true })
    expect(state.items).toEqual(['a'])
  })
})
