import type { Page } from '@playwright/test'

/**
 * The paths of the documents the page loads from now on, filled in as they are requested: a full page load (a
 * reload included) adds one, an app navigation none.
 *
 * @example
 * const loads = documentLoads(page)
 * await page.goto('/')
 * expect(loads).toEqual(['/'])
 */
export function documentLoads(page: Page): string[] {
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.push(new URL(request.url()).pathname)
  })
  return loads
}
