import { proxy } from 'valtio'

/**
 * Shared app state. Pages read it with `useSnapshot(appState)` and write it directly.
 * `direction` is +1 for forward navigation, -1 for back and 0 for a replacement (no slide); it drives the page
 * transition and is written by platform/useTrackNavigationDirection.ts. `online` is kept current by the layout
 * (platform/watchOnline.ts).
 */
export const appState = proxy({
  direction: 1,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
})
