import type { NavigationType } from 'react-router-dom'
import type { AppRouter } from './appRouter'

/**
 * Which way a navigation went (DESIGN §6, §9): `1` forward (a new page), `-1` back, `0` a replacement (no
 * slide). Back/forward buttons both arrive as POP; the history index React Router keeps in `history.state.idx`
 * tells them apart. A POP without indexes counts as back, the common case.
 */
export function navigationDirection(action: NavigationType, fromIndex?: number, toIndex?: number): number {
  if (action === 'PUSH') return 1
  if (action === 'REPLACE') return 0
  if (fromIndex === undefined || toIndex === undefined) return -1
  return toIndex < fromIndex ? -1 : 1
}

function historyIndex(win: Window): number | undefined {
  const index = (win.history.state as { idx?: unknown } | null)?.idx
  return typeof index === 'number' ? index : undefined
}

/**
 * Writes the direction of every completed navigation into `state.direction` (shared app state), which the
 * layout's page transition reads. Subscribe before the RouterProvider mounts, so the direction is in place
 * when the new page renders. Returns the unsubscribe function.
 *
 * @example
 * trackNavigationDirection(router, appState)
 */
export function trackNavigationDirection(
  router: AppRouter,
  state: { direction: number },
  win: Window = window,
): () => void {
  let key = router.state.location.key
  let index = historyIndex(win)
  return router.subscribe((routerState) => {
    if (routerState.location.key === key) return
    key = routerState.location.key
    const nextIndex = historyIndex(win)
    state.direction = navigationDirection(routerState.historyAction, index, nextIndex)
    index = nextIndex
  })
}
