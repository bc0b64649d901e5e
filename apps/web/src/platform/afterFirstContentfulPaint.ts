/** What {@link afterFirstContentfulPaint} uses of the window: tests pass a fake. */
export type PaintWindow = Pick<Window, 'document' | 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'> & {
  PerformanceObserver?: typeof PerformanceObserver
}

/**
 * Resolves once the page's first contentful paint is on screen (the `first-contentful-paint` paint entry), so
 * work started then — parsing and running the app — never holds back a first paint that needs no JS (the
 * build's prerendered HTML, apps/web/prerender). Where the browser cannot report paints it waits one frame;
 * a hidden page paints nothing, so it resolves at once; `fallbackMs` bounds the wait everywhere.
 *
 * @example
 * await afterFirstContentfulPaint()
 * const { start } = await import('./start')
 */
export function afterFirstContentfulPaint(win: PaintWindow = window, fallbackMs = 300): Promise<void> {
  return new Promise((resolve) => {
    const Observer = win.PerformanceObserver
    const observer = Observer?.supportedEntryTypes?.includes('paint')
      ? new Observer((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) done()
        })
      : undefined
    const fallback = win.setTimeout(() => done(), fallbackMs)
    function done() {
      win.clearTimeout(fallback)
      observer?.disconnect()
      resolve()
    }
    if (win.document.visibilityState !== 'visible') return done()
    // A task queued from a frame callback runs after that frame is painted.
    if (!observer) return void win.requestAnimationFrame(() => win.setTimeout(done, 0))
    observer.observe({ type: 'paint', buffered: true })
  })
}
