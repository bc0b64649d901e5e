import { createMemoryRouter, NavigationType } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { navigationDirection, trackNavigationDirection } from './trackNavigationDirection'

describe('navigationDirection', () => {
  it.each([
    [NavigationType.Push, 0, 1, 1],
    [NavigationType.Replace, 3, 3, 0],
    [NavigationType.Pop, 3, 2, -1],
    [NavigationType.Pop, 2, 3, 1],
    [NavigationType.Pop, undefined, 2, -1],
  ])('%s from index %s to %s is %s', (action, from, to, expected) => {
    expect(navigationDirection(action, from, to)).toBe(expected)
  })
})

describe('trackNavigationDirection', () => {
  it('writes forward, back and replace into the state as navigations complete', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/a'] })
    // Stands in for the browser history React Router keeps its index in.
    const win = { history: { state: { idx: 0 } } } as unknown as Window
    const state = { direction: 1 }
    const stop = trackNavigationDirection(router, state, win)

    win.history.state.idx = 1
    await router.navigate('/b')
    expect(state.direction).toBe(1)

    win.history.state.idx = 0
    await router.navigate(-1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(router.state.location.pathname).toBe('/a')
    expect(state.direction).toBe(-1)

    win.history.state.idx = 1
    await router.navigate(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(state.direction).toBe(1)

    await router.navigate('/c', { replace: true })
    expect(state.direction).toBe(0)

    stop()
    await router.navigate('/d')
    expect(state.direction).toBe(0)
  })
})
