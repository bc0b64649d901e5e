import { gzipSync } from 'node:zlib'
import { scriptsNamedBy } from '../../../scripts/size/scriptsNamedBy'
import { expect, test } from './fixtures'

/**
 * `pnpm size` holds every route's start-up JS to its budget, reading the build: what the route's HTML preloads
 * and its page imports statically (scripts/size/routeStartupJs.ts), which it checks are the same files. This is
 * the browser's side of it: in the app, with no idle work allowed to run (so no idle prefetch), a route loads
 * exactly the scripts its HTML names, nothing later at start-up (a dynamic import the page makes while starting
 * would be start-up JS `pnpm size` does not count) and nothing it names goes unused. Each route's figure, the
 * scripts' bytes at gzip -9 as `pnpm size` counts them, is printed for README "Performance".
 *
 * Routes that redirect at once in the app are left out: /login sends a signed-in user home, and a flow's later
 * step sends a visit without the flow to its first step; each of those pages is a route of its own here.
 */
const ROUTES = ['/', '/redpacket/open', '/agreement/privacy', '/oauth/manual', '/oauth/phone/mancheck', '/alipay', '/wxpay', '/oauth/phone/newphone', '/wxcash/cash']

for (const route of ROUTES) {
  test(`${route} loads at start-up the scripts its HTML names, no more`, async ({ page }) => {
    // Idle callbacks never come: the links' prefetch (platform/afterStartup.ts) and anything else idle never runs.
    await page.addInitScript(() => {
      window.requestIdleCallback = (() => 0) as typeof window.requestIdleCallback
    })
    const loaded = new Map<string, Promise<number>>()
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (response.request().resourceType() === 'script' && path.startsWith('/assets/')) {
        loaded.set(path.slice(1), response.body().then((body) => gzipSync(body, { level: 9 }).length))
      }
    })
    const named = scriptsNamedBy(await (await page.request.get(route)).text())
    await page.goto(route)
    // A prerendered route adds its modulepreloads only after its first paint (src/main.tsx), which on a busy
    // machine can come more than networkidle's 500 ms after the entry script: wait for every named script
    // first, then for the network to settle, so anything loaded later at start-up is still caught.
    await expect.poll(() => named.filter((script) => !loaded.has(script))).toEqual([])
    await page.waitForLoadState('networkidle')

    expect([...loaded.keys()].sort()).toEqual(named.sort())
    const gzip = (await Promise.all(loaded.values())).reduce((sum, bytes) => sum + bytes, 0)
    console.log(`${route}: ${loaded.size} scripts, ${(gzip / 1024).toFixed(2)} KB gzip -9 in Chromium`)
  })
}
