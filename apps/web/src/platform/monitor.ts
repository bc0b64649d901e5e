import { isMonitoredHost } from './isMonitoredHost'
import { whenIdle } from './whenIdle'

type Capture = (error: unknown) => void

export interface MonitorOptions {
  /** Loads the SDK chunk; tests pass a fake. */
  loadSdk?: () => Promise<{ initSentry(dsn: string, environment: string): Capture }>
  /** When to load it; defaults to {@link whenIdle}. */
  schedule?: (task: () => void) => void
}

export interface StartOptions {
  /** The Sentry DSN; without one monitoring stays off. */
  dsn: string | undefined
  /** The page's host name, for {@link isMonitoredHost}. */
  hostname: string
  environment?: string
}

export interface Monitor {
  /** Turns monitoring on if a DSN is configured and the host allows it; answers whether it did. */
  start(options: StartOptions): boolean
  /**
   * Reports an error the app caught itself (a route error). Errors reported before the SDK has loaded wait in a
   * short queue; with monitoring off they are dropped.
   */
  report(error: unknown): void
}

/** Errors kept while the SDK loads; a page that fails more often than this has told us enough. */
const MAX_PENDING = 10

/**
 * Error monitoring (README "Build settings", `VITE_SENTRY_DSN`): Sentry, loaded after idle, only with a DSN
 * configured and never on test, sandbox, dev, localhost or IP hosts. The SDK arrives as a lazily imported chunk
 * (sentryClient.ts).
 *
 * @example
 * monitor.start({ dsn: import.meta.env.VITE_SENTRY_DSN, hostname: location.hostname })
 * monitor.report(error)
 */
export function createMonitor({
  loadSdk = () => import('./sentryClient'),
  schedule = (task) => void whenIdle(task),
}: MonitorOptions = {}): Monitor {
  let capture: Capture | null = null
  // null while monitoring is off: reports are dropped rather than kept forever.
  let pending: unknown[] | null = null

  return {
    start({ dsn, hostname, environment = 'production' }) {
      if (pending || capture || !dsn || !isMonitoredHost(hostname)) return false
      pending = []
      schedule(() => {
        loadSdk()
          .then(({ initSentry }) => {
            capture = initSentry(dsn, environment)
            for (const error of pending ?? []) capture(error)
            pending = null
          })
          // Without the SDK (blocked, offline) the app runs on unmonitored, as it would with no DSN.
          .catch(() => {
            pending = null
          })
      })
      return true
    },
    report(error) {
      if (capture) capture(error)
      else if (pending && pending.length < MAX_PENDING) pending.push(error)
    },
  }
}

/** The app's monitor, started by main.tsx. */
export const monitor = createMonitor()
