import { afterFirstContentfulPaint } from './platform/afterFirstContentfulPaint'
import { isPrerenderedFor, preloadDeferredModules, releaseEarlyTaps } from './platform/prerenderedRoot'
import './styles/global.css'

/**
 * index.html's module: tiny on purpose. Where the build prerendered this route's first paint
 * (apps/web/prerender), the app (start.tsx: React, the router, the shell) and the route's page are fetched,
 * compiled and run only once that paint is on screen, so the paint never waits for the JS, even when the JS
 * comes from the cache at once (DESIGN §8: LCP <= 1.5 s on a mid-range phone). Elsewhere the route's HTML
 * preloads them in its head and the app starts at once.
 */
const root = document.getElementById('root')
const prerendered = root !== null && isPrerenderedFor(root, window.location.pathname)

void (prerendered ? afterFirstContentfulPaint().then(() => preloadDeferredModules(document)) : Promise.resolve())
  .then(() => import('./start'))
  .then(({ start }) => start())
  .catch((error: unknown) => {
    // Without the app, a held link tap still navigates (the page's buttons cannot work anyway).
    releaseEarlyTaps(window)
    throw error
  })
