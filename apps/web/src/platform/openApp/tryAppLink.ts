/** How long the page waits for the app to take over before it decides the app is not installed. */
export const APP_OPEN_WAIT_MS = 2000

/**
 * Tries the app's link and, when the page is still in front `waitMs` later, goes to `fallback` (the download page):
 * a browser gives no answer to an app link, but when the app opens the page goes to the background, which the
 * page sees as `visibilitychange` to hidden or `pagehide` (iOS leaving for a universal link's page too). A page
 * that went to the background at any moment of the wait stays where it is, also once the user comes back. Returns
 * a function that stops the wait (a page that unmounts).
 *
 * @example const stop = tryAppLink('h5app://open?room=10086', '/download?room=10086', window)
 */
export function tryAppLink(link: string, fallback: string, win: Window, waitMs = APP_OPEN_WAIT_MS): () => void {
  let left = false
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') left = true
  }
  const onPageHide = () => {
    left = true
  }
  const stop = () => {
    win.clearTimeout(timer)
    win.document.removeEventListener('visibilitychange', onVisibility)
    win.removeEventListener('pagehide', onPageHide)
  }
  win.document.addEventListener('visibilitychange', onVisibility)
  win.addEventListener('pagehide', onPageHide)
  const timer = win.setTimeout(() => {
    stop()
    if (!left && win.document.visibilityState === 'visible') win.location.assign(fallback)
  }, waitMs)
  win.location.assign(link)
  return stop
}
