import type { Page } from '@playwright/test'

/**
 * The first request matching `pattern` (a Playwright route glob) reaches the server, which does it (a withdrawal
 * made, a packet sent), but its answer never arrives, as after a time-out; later ones go through. Returns the
 * idempotency keys the requests carried, in order, for asserting that a retry sent the same one.
 *
 * @example
 * const keys = await loseFirstAnswer(page, '**\/v1/cashout/submit')
 * // …submit, see the failure, retry…
 * expect(keys[1]).toBe(keys[0])
 */
export async function loseFirstAnswer(page: Page, pattern: string): Promise<string[]> {
  const keys: string[] = []
  await page.route(pattern, async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey)
    if (keys.length > 1) return route.continue()
    await route.fetch() // the server does it...
    await route.abort('timedout') // ...and its answer never arrives
  })
  return keys
}
