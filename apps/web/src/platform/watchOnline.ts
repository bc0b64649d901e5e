/**
 * Mirrors the browser's online/offline status into shared app state, where the layout's
 * offline notice reads it. (Prefetching needs no re-render: canPrefetch.ts reads `navigator.onLine` at the
 * moment it decides.) Returns the unsubscribe function.
 *
 * @example
 * useEffect(() => watchOnline(window, appState), [])
 */
export function watchOnline(win: Window, state: { online: boolean }): () => void {
  const update = () => {
    state.online = win.navigator.onLine
  }
  update()
  win.addEventListener('online', update)
  win.addEventListener('offline', update)
  return () => {
    win.removeEventListener('online', update)
    win.removeEventListener('offline', update)
  }
}
