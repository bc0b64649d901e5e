import { StrictMode, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { monitor } from './platform/monitor'
import { isPrerenderedFor, releaseEarlyTaps } from './platform/prerenderedRoot'
import { whenRouterInitialized } from './platform/whenRouterInitialized'
import { createAppRouter } from './router'

/** Runs `effect` once the tree has been committed to the page (for a hydration: once the page is live). */
function AfterCommit({ effect, children }: { effect: () => void; children: ReactNode }) {
  useEffect(effect, [effect])
  return children
}

/**
 * Starts the app in #root (main.tsx loads this after the first paint). A route whose first paint the build
 * prerendered (apps/web/prerender) has it on screen already: once the router has what the prerender had — the
 * page module, a passed validity check — the app takes that markup over instead of painting it again, then
 * replays a button tap the page held meanwhile. A failed chunk or check renders its error from scratch.
 */
export async function start(): Promise<void> {
  // Dev wiring is a separate chunk that production builds drop entirely.
  if (import.meta.env.DEV) await (await import('./dev/setupDev')).setupDev()

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const router = createAppRouter()
  const app = (
    <StrictMode>
      <AfterCommit effect={() => releaseEarlyTaps(window)}>
        <RouterProvider router={router} />
      </AfterCommit>
    </StrictMode>
  )
  if (isPrerenderedFor(container, window.location.pathname) && (await whenRouterInitialized(router)).errors === null) {
    hydrateRoot(container, app)
  } else {
    createRoot(container).render(app)
  }
  // After idle, and only with a DSN on a production host (DESIGN §6).
  monitor.start({ dsn: import.meta.env.VITE_SENTRY_DSN, hostname: window.location.hostname, environment: import.meta.env.MODE })
}
