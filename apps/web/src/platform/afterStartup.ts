import { whenIdle } from './whenIdle'

/**
 * How long after the page's navigation start-up lasts, as far as optional work is concerned: the prerendered
 * paint, the app's download, evaluation and hydration, and the page's first data all fall within it on a
 * mid-range phone (`pnpm bench:lighthouse`: the app is live ~1 s after the paint at 4x CPU slowdown).
 */
export const STARTUP_MS = 3000

/**
 * Runs `task` once start-up is over: the page has loaded, {@link STARTUP_MS} have passed since its navigation
 * began, and then the main thread is idle ({@link whenIdle}). For work the first interaction does not need —
 * prefetching the pages the links lead to (PrefetchLink.tsx) — which would otherwise run among the app's own
 * start-up tasks and make a tap then wait (README "Performance"). Returns a cancel function.
 *
 * @example
 * const cancel = afterStartup(() => prefetchRoute('/teenager', table))
 */
export function afterStartup(task: () => void, win: Window = window): () => void {
  let cancelIdle: (() => void) | undefined
  let timer: number | undefined
  const afterLoad = () => {
    timer = win.setTimeout(() => (cancelIdle = whenIdle(task, 2000, win)), Math.max(0, STARTUP_MS - win.performance.now()))
  }
  if (win.document.readyState === 'complete') afterLoad()
  else win.addEventListener('load', afterLoad, { once: true })
  return () => {
    win.removeEventListener('load', afterLoad)
    if (timer !== undefined) win.clearTimeout(timer)
    cancelIdle?.()
  }
}
