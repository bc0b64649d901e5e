import type { Page } from '@playwright/test'
import { routeTable } from '../src/routes/routeTable'
import { titleOf } from '../src/routes/routeTitles'
import { collectConsoleErrors } from './consoleErrors'
import { documentLoads } from './documentLoads'
import { expect, test } from './fixtures'
import { holdRequests } from './holdRequests'
import { appTookOver } from './appTookOver'

/**
 * The build's per-route HTML (apps/web/prerender): a route whose first render is the same for every visit has
 * it in its HTML, painted before any of the app's JS runs, and the app then takes those very DOM nodes over;
 * any other route, and any path the host answers with index.html, paints nothing until the app renders it.
 */

/** The app's entry chunk (src/start.tsx): held, the page shows only what its HTML paints. */
const APP_ENTRY = '**/assets/start-*.js'

/**
 * Holds every script file for the rest of the test: what the page shows then is what its HTML alone paints.
 * (Failing them instead would show the boot guard's retry screen, src/platform/bootGuard.ts.)
 */
async function withoutAppScripts(page: Page): Promise<void> {
  await holdRequests(page, '**/assets/*.js')
}

test('the index page’s first paint is in its HTML, before any of the app’s JS', async ({ page }, testInfo) => {
  await withoutAppScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page).toHaveTitle('首页')
  await expect(page.getByRole('heading', { level: 1, name: '功能导航' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^发红包/ })).toHaveAttribute('href', '/redpacket/send')
  await page.screenshot({ path: testInfo.outputPath('home-without-js.png') })
})

test('a planned page’s HTML shows its title and 该页面暂未开放 before any JS', async ({ page }) => {
  await withoutAppScripts(page)
  await page.goto('/weekstar', { waitUntil: 'commit' })
  await expect(page).toHaveTitle('周星榜')
  await expect(page.getByRole('heading', { level: 1, name: '周星榜' })).toBeVisible()
  await expect(page.getByText('该页面暂未开放')).toBeVisible()
})

test('a route’s HTML is its <path>/index.html, prerendered at /path and at /path/ (where S3 website hosting redirects)', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  const release = await holdRequests(page, APP_ENTRY)
  await page.goto('/teenager/detail/', { waitUntil: 'domcontentloaded' })
  await expect(page).toHaveTitle('青少年模式说明')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => {
    ;(window as unknown as { painted: Element | null }).painted = document.querySelector('h1')
  })
  release()
  // The app lets go of held taps once it has taken the page over (src/start.tsx); it hydrated the prerender at
  // the trailing-slash address when the very same node is still shown (a fresh render would replace it).
  await expect.poll(() => page.evaluate(() => '__h5EarlyTaps' in window)).toBe(false)
  expect(await page.evaluate(() => (window as unknown as { painted: Element | null }).painted === document.querySelector('h1'))).toBe(true)
  expect(errors).toEqual([])
})

test('the app takes the prerendered DOM nodes over instead of painting them again', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  // The app waits until the prerendered heading has been marked.
  const release = await holdRequests(page, APP_ENTRY)
  const documents = documentLoads(page)

  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => {
    ;(window as unknown as { painted: Element | null }).painted = document.querySelector('h1')
  })
  // The index prefetches its links' pages once the app runs and its start-up is over (platform/afterStartup.ts).
  const appRunning = page.waitForRequest(/\/assets\/RedPacketSendPage-[\w-]+\.js$/)
  release()
  await appRunning
  expect(await page.evaluate(() => (window as unknown as { painted: Element | null }).painted === document.querySelector('h1'))).toBe(true)

  await page.getByRole('link', { name: /^发红包/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: '发红包' })).toBeVisible()
  expect(documents).toEqual(['/'])
  expect(errors).toEqual([])
})

test('a tap made before the app runs is held, then done by the app', async ({ page }) => {
  const release = await holdRequests(page, APP_ENTRY)
  const documents = documentLoads(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('link', { name: /^发红包/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: '功能导航' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/')

  release()
  await expect(page.getByRole('heading', { level: 1, name: '发红包' })).toBeVisible()
  // The app navigated (and slid the page in); the browser did not load a new document.
  await expect(page.locator('.page-frame')).toHaveClass(/page-frame--forward/)
  expect(documents).toEqual(['/'])
})

test('the CSS a route’s HTML inlines is not downloaded again when the app loads', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  const inlined = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((match) => match[1])
  expect(inlined.length).toBeGreaterThan(1)
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('/')
  await appTookOver(page)
  expect(fetched.filter((path) => inlined.includes(path))).toEqual([])
})

test('a path the host answers with index.html never shows the index page’s prerender', async ({ page }) => {
  await withoutAppScripts(page)
  await page.goto('/no/such/page', { waitUntil: 'commit' })
  await expect(page.locator('#root')).toBeEmpty()
  await expect(page.getByText('功能导航')).toHaveCount(0)
})

test('a page that reads its visit (here the user agent) is not prerendered, but its HTML still preloads it and its family page list', async ({ request }) => {
  const html = await (await request.get('/test/bridge')).text()
  expect(html).toContain('<div id="root"></div>')
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/BridgeConsolePage-[\w-]+\.js">/)
  // The page list loads the page (src/routes/familyPages.ts): preloaded too, so the two never load one after the other.
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/testPages-[\w-]+\.js">/)
  expect(html).toContain('<title>桥接调试台</title>')
})

test('every static route is served its own HTML with its title', async ({ request }) => {
  for (const entry of routeTable.filter((candidate) => !candidate.path.includes(':'))) {
    const html = await (await request.get(entry.path)).text()
    expect(html, entry.path).toContain(`<title>${titleOf(entry)}</title>`)
  }
})
