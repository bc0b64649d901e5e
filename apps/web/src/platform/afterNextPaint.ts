/**
 * Resolves once the browser has painted the next frame, so work started then never delays a first paint that
 * needs no JS (the prerendered HTML, apps/web/prerender). A hidden page paints nothing and pauses
 * `requestAnimationFrame`; there it resolves at once, and `fallbackMs` bounds the wait everywhere.
 *
 * @example
 * await afterNextPaint()
 * const { start } = await import('./start')
 */
export function afterNextPaint(win: Window = window, fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState !== 'visible') return resolve()
    const fallback = win.setTimeout(resolve, fallbackMs)
    // A task queued from a frame callback runs after that frame is painted.
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}
