import { afterNextPaint } from './platform/afterNextPaint'
import './styles/global.css'

/**
 * index.html's module: tiny on purpose. The app (start.tsx: React, the router, the pages' shell) is downloaded
 * at once — every route's HTML preloads it — but runs only after the first frame is painted, so the build's
 * prerendered first paint (apps/web/prerender) never waits for the JS to be parsed and run, even when the JS
 * comes from the cache at once (DESIGN §8: LCP <= 1.5 s on a mid-range phone).
 */
void afterNextPaint()
  .then(() => import('./start'))
  .then(({ start }) => start())
