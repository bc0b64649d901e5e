import type { Page } from '@playwright/test'

/**
 * Counts the requests to `path` the page sends from now on: a double tap that must send once, a refusal that
 * must send nothing.
 *
 * @example
 * const buys = countRequests(page, '/v1/mall/buy')
 * await confirm.dblclick()
 * expect(buys()).toBe(1)
 */
export function countRequests(page: Page, path: string): () => number {
  let count = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1
  })
  return () => count
}
