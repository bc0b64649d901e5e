import {
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  captureException,
  dedupeIntegration,
  eventFiltersIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser'
import { scrubDeep } from './scrubTokens'

/**
 * The Sentry browser SDK, set up for us. This module is its own chunk, imported only by monitor.ts after the
 * page is idle and only when monitoring is on, so the SDK never weighs on the entry.
 *
 * The default integrations minus session tracking (one request per page view, which a webview that opens a
 * page per tap cannot afford) and minus tracing. Every event and breadcrumb passes through `scrubDeep`, so
 * tokens in URLs, headers and logged text are replaced before anything leaves the phone.
 */
export function initSentry(dsn: string, environment: string): (error: unknown) => void {
  init({
    dsn,
    environment,
    sendDefaultPii: false,
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      browserApiErrorsIntegration(),
      breadcrumbsIntegration(),
      // Unhandled rejections are reported by reportAppFailures.ts, which also catches those before the SDK loads.
      globalHandlersIntegration({ onerror: true, onunhandledrejection: false }),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    beforeSend: (event) => scrubDeep(event),
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
  })
  return (error) => {
    captureException(error)
  }
}
