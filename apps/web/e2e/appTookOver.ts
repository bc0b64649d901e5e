import { expect, type Page } from '@playwright/test'
import { EARLY_TAPS_GLOBAL } from '../src/platform/prerenderedRoot'

/**
 * Waits until the app has taken a prerendered page over, then for the network to settle. A prerendered route
 * fetches the app only after its first paint (src/main.tsx), which on a busy machine can come later than
 * `networkidle`'s 500 ms quiet after the entry script: `networkidle` alone may resolve before the app has
 * loaded. The app stops holding early taps once it runs the page (src/start.tsx, releaseEarlyTaps), so the
 * global the page's inline script sets is the state to wait for. On a route that is not prerendered the global
 * never exists, and this waits for the network only.
 *
 * @example
 * await page.goto('/')
 * await appTookOver(page)
 * await context.setOffline(true) // the app, not only its first paint, is on the page
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate((name) => name in window, EARLY_TAPS_GLOBAL)).toBe(false)
  await page.waitForLoadState('networkidle')
}
