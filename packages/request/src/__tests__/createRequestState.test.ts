import { subscribe } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { createPagedState, createRequestState } from '..'

describe('createRequestState', () => {
  it('starts idle with no data and no error', () => {
    expect(createRequestState<number, Error>()).toEqual({ status: 'idle', data: null, error: null })
  })

  it('gives each caller its own valtio proxy, whose subscribers hear about writes', async () => {
    const a = createRequestState<number, Error>()
    const b = createRequestState<number, Error>()
    let heard = 0
    subscribe(a, () => (heard += 1))
    a.status = 'loading'
    await Promise.resolve()
    expect(heard).toBe(1)
    expect(b.status).toBe('idle')
  })
})

describe('createPagedState', () => {
  it('starts with no rows, no cursor, more to come, idle', () => {
    expect(createPagedState<string, Error>()).toEqual({ items: [], cursor: null, hasMore: true, status: 'idle', error: null })
  })

  it('gives each caller its own list', () => {
    const a = createPagedState<string, Error>()
    a.items.push('x')
    expect(createPagedState<string, Error>().items).toEqual([])
  })
})
