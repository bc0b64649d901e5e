import { afterFirstContentfulPaint } from './platform/afterFirstContentfulPaint'
import { failBoot } from './platform/bootGuard'
import { isPrerenderedFor, preloadDeferredModules } from './platform/prerenderedRoot'
import { claimAddressTokens } from './platform/session/claimAddressTokens'
import { yieldToMain } from './platform/yieldToMain'
import './styles/global.css'

// First of all: the user's tokens leave the address before the router, the chunk-reload mark or monitoring can
// read it (platform/session/claimAddressTokens.ts; never throws).
claimAddressTokens(window)

/**
 * index.html's module: tiny on purpose. Where the build prerendered this route's first paint
 * (apps/web/prerender), the app (start.tsx: React, the router, the shell) and the route's page are fetched,
 * compiled and run only once that paint is on screen, so the paint never waits for the JS, even when the JS
 * comes from the cache at once (README "Performance": LCP at most 1.0 s on a mid-range phone). Elsewhere the route's HTML
 * preloads them in its head and the app starts at once.
 */
const root = document.getElementById('root')
const prerendered = root !== null && isPrerenderedFor(root, window.location.pathname)

void (prerendered ? afterFirstContentfulPaint().then(() => preloadDeferredModules(document)) : Promise.resolve())
  // Importing start.tsx in a task of its own: right after the paint is when a first tap is likely.
  .then(() => yieldToMain())
  .then(() => import('./start'))
  .then(({ start }) => start())
  // The entry, the framework or start failed to load: the boot guard's retry screen instead of a dead page.
  .catch((error: unknown) => failBoot(window, error))
