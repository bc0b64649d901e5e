import { NavigationType } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { renderInRouter } from '../test/renderInRouter'
import { navigationDirection, useTrackNavigationDirection } from './useTrackNavigationDirection'

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

describe('useTrackNavigationDirection', () => {
  it('writes forward, back and replace into the state as navigations complete, nothing for the first location', async () => {
    // Stands in for the browser history React Router keeps its index in.
    const win = { history: { state: { idx: 0 } } } as unknown as Window
    const state = { direction: 7 }
    function Tracker() {
      useTrackNavigationDirection(state, win)
      return null
    }
    const { navigate, location } = renderInRouter(<Tracker />, '/a')
    expect(state.direction).toBe(7)

    win.history.state.idx = 1
    await navigate('/b')
    expect(state.direction).toBe(1)

    win.history.state.idx = 0
    await navigate(-1)
    expect(location().pathname).toBe('/a')
    expect(state.direction).toBe(-1)

    win.history.state.idx = 1
    await navigate(1)
    expect(location().pathname).toBe('/b')
    expect(state.direction).toBe(1)

    await navigate('/c', { replace: true })
    expect(state.direction).toBe(0)
  })
})
