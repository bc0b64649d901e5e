import { createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { whenRouterInitialized } from './whenRouterInitialized'

describe('whenRouterInitialized', () => {
  it('waits for the first location’s lazy page module', async () => {
    let loaded = false
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 10))
          loaded = true
          return { Component: () => null }
        },
      },
    ])
    expect(router.state.initialized).toBe(false)
    const state = await whenRouterInitialized(router)
    expect(loaded).toBe(true)
    expect(state.initialized).toBe(true)
    expect(state.errors).toBeNull()
  })

  it('answers at once for a router that needs nothing loaded', async () => {
    const router = createMemoryRouter([{ path: '/', element: null }])
    await expect(whenRouterInitialized(router)).resolves.toMatchObject({ initialized: true, errors: null })
  })

  it('reports a page chunk that failed as the state’s errors', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: async () => {
          throw new Error('chunk failed')
        },
      },
    ])
    const state = await whenRouterInitialized(router)
    expect(Object.values(state.errors ?? {})).toEqual([new Error('chunk failed')])
  })
})
