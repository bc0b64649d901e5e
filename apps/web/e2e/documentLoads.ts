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
    // The main frame's only: on iOS the bridge's bootstrap frame (https://__bridge_loaded__) is a document too.
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname)
  })
  return loads
}
