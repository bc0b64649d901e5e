import type { Page } from '@playwright/test'

/**
 * Holds every request matching `pattern` (a Playwright route glob) until the returned function is called, then
 * lets them through to the server: a test can look at a page while its request is in flight.
 *
 * @example
 * const release = await holdRequests(page, '**\/v1/packet/open')
 * await page.getByRole('button', { name: '开红包' }).click() // the coin turns
 * release()
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}
