import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType, type NavigationType } from 'react-router-dom'
import { historyIndex } from './historyIndex'

/**
 * Which way a navigation went (layout/PageFrame.tsx slides by it): `1` forward (a new page), `-1` back, `0` a
 * replacement (no slide). Back/forward buttons both arrive as POP; the history index React Router keeps in
 * `history.state.idx` tells them apart. A POP without indexes counts as back, the common case.
 */
export function navigationDirection(action: NavigationType, fromIndex?: number, toIndex?: number): number {
  if (action === 'PUSH') return 1
  if (action === 'REPLACE') return 0
  if (fromIndex === undefined || toIndex === undefined) return -1
  return toIndex < fromIndex ? -1 : 1
}

/**
 * Writes the direction of every navigation into `state.direction` (shared app state), which the layout's page
 * transition reads. Call it where the router's own location is seen, above the routes that show the page
 * (src/AppRoutes.tsx): the layout effect runs as soon as the router has moved, before the new page renders
 * (AppRoutes shows it a render later), so the page slides in the right way.
 *
 * @example
 * useTrackNavigationDirection(appState)
 */
export function useTrackNavigationDirection(state: { direction: number }, win: Window = window): void {
  const { key } = useLocation()
  const action = useNavigationType()
  // The location last seen and its history index; nothing is written for the app's first location.
  const seen = useRef<{ key: string; index: number | undefined }>(undefined)

  useLayoutEffect(() => {
    const index = historyIndex(win)
    if (seen.current && seen.current.key !== key) state.direction = navigationDirection(action, seen.current.index, index)
    seen.current = { key, index }
  }, [key, action, state, win])
}
