import { startTransition, StrictMode, useEffect, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './AppRoutes'
import { markAppStarted } from './platform/bootGuard'
import { monitor } from './platform/monitor'
import { isPrerenderedFor, releaseEarlyTaps } from './platform/prerenderedRoot'
import { reportAppFailures } from './platform/reportAppFailures'
import { yieldToMain } from './platform/yieldToMain'
import { buildRoutes, preloadMatchedPage } from './router'

/** Runs `effect` once the tree has been committed to the page (for a hydration: once the page is live). */
function AfterCommit({ effect, children }: { effect: () => void; children: ReactNode }) {
  useEffect(effect, [effect])
  return children
}

/**
 * Starts the app in #root (main.tsx loads this after the first paint): the router in history mode, base `/`.
 * A route whose first paint the build prerendered (apps/web/prerender) has it on screen already: once the app
 * has what the prerender had — the page module, a passed validity check — it takes that markup
 * over instead of painting it again, then replays a button tap the page held meanwhile. A failed chunk or check
 * renders its error from scratch.
 *
 * The prerendered page is on screen and answers taps (its inline script, apps/web/prerender/prerenderScript.ts)
 * while this runs, so start-up gives the main thread back between its steps — after the app's modules have
 * run (main.tsx calls this in the same task), after React DOM's, after the page's — and hydrates inside a
 * transition, which React renders in slices of a few milliseconds instead of one long task (README
 * "Performance").
 */
export async function start(): Promise<void> {
  // Dev wiring is a separate chunk that production builds drop entirely.
  if (import.meta.env.DEV) await (await import('./dev/setupDev')).setupDev()
  await yieldToMain()

  // Imported here rather than at the top: React DOM's module code (the framework chunk has it, already loaded)
  // then runs in a task of its own instead of in the one that runs the app's modules; together they were the
  // longest task of start-up.
  const { createRoot, hydrateRoot } = await import('react-dom/client')
  await yieldToMain()

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const routes = buildRoutes()
  const prerendered =
    isPrerenderedFor(container, window.location.pathname) && (await preloadMatchedPage(routes, window.location)) === 'page'
  const app = (
    <StrictMode>
      <AfterCommit effect={() => releaseEarlyTaps(window)}>
        {/* Location updates outside transitions: AppRoutes defers them itself. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes routes={routes} prerendered={prerendered} />
        </BrowserRouter>
      </AfterCommit>
    </StrictMode>
  )
  if (prerendered) {
    await yieldToMain()
    // A transition lane, which React hydrates in slices (a default-lane hydration is one blocking render).
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else createRoot(container).render(app)
  markAppStarted(window)
  reportAppFailures(window, monitor)
  // After idle, and only with a DSN on a production host (README "Build settings", VITE_SENTRY_DSN).
  monitor.start({ dsn: import.meta.env.VITE_SENTRY_DSN, hostname: window.location.hostname, environment: import.meta.env.MODE })
}
