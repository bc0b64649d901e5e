import type { Page } from '@playwright/test'

/** Any fixed moment: the pages under these tests do not care what time it is. */
const INSTALLED_AT = new Date('2024-06-01T04:00:00.000Z').getTime()

/**
 * The page's clock jumps this far ahead when it is stopped: never into its past, however slow the machine was
 * between installing and stopping it. The jump fires the page's timers due by then, so stop the clock only
 * before the step under test.
 */
const STOP_AHEAD_MS = 10_000

/**
 * Installs Playwright's clock on the page (call it before `page.goto`); the clock runs as usual until the returned
 * function stops it. From then no timer of the page fires until the test moves it on with
 * `page.clock.runFor(ms)` or lets it run again with `page.clock.resume()` (then it may be stopped again). For screens that last a set time (a toast, a simulated request), so a busy machine
 * cannot let them end before the test has looked. The page must be loaded before the clock stops: React
 * reveals a loaded page after a short timer of its own.
 *
 * @example
 * const stopClock = await installClock(page)
 * await page.goto('/test/comp')
 * await stopClock()
 * await page.getByRole('button', { name: '显示轻提示' }).click() // shown until page.clock.runFor(1500)
 */
export async function installClock(page: Page): Promise<() => Promise<void>> {
  await page.clock.install({ time: INSTALLED_AT })
  const installed = Date.now()
  return () => page.clock.pauseAt(INSTALLED_AT + (Date.now() - installed) + STOP_AHEAD_MS)
}
