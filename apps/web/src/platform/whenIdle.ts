/**
 * Runs `task` when the main thread is idle, at the latest after `timeoutMs`, so prefetching and the error
 * monitor never compete with the first paint. Safari and iOS webviews have no
 * `requestIdleCallback`; there a short timeout stands in. Returns a cancel function.
 *
 * @example
 * const cancel = whenIdle(() => void import('./heavy'))
 */
export function whenIdle(task: () => void, timeoutMs = 2000, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => win.cancelIdleCallback(handle)
  }
  const handle = win.setTimeout(task, 1)
  return () => win.clearTimeout(handle)
}
