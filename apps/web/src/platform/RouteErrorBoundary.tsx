import { Component, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { monitor } from './monitor'
import { PlatformError, PlatformErrorCode } from './PlatformError'
import { reloadPageOnce } from './reloadPageOnce'
import { ChunkLoadFailure } from './ui/ChunkLoadFailure'
import { ErrorPage } from './ui/ErrorPage'
import { PageLoading } from './ui/PageLoading'

/** The user-facing sentence of an error, if it has one: only our own typed errors carry one. */
function userMessage(error: unknown): string | undefined {
  return error instanceof PlatformError ? error.message : undefined
}

function isChunkFailure(error: unknown): boolean {
  return error instanceof PlatformError && error.code === PlatformErrorCode.CHUNK_LOAD
}

/**
 * What replaces a route that threw (docs/architecture.md, "How the app starts"): a failed page chunk reloads the
 * page once per path and session, never while offline (reloadPageOnce.ts), then shows ChunkLoadFailure; anything
 * else shows 500 `服务器错误` and is reported to monitoring. Raw exception text is never shown; it goes to monitoring.
 * A 404 is never thrown: RoutePage renders it for a failed validity check.
 */
function RouteError({ error }: { error: unknown }) {
  // The error whose reload decision is made; until then a chunk failure shows the reload notice.
  const [settled, setSettled] = useState<unknown>(undefined)
  // React's strict mode runs effects twice; each error must be handled (reloaded, reported) once.
  const handled = useRef<unknown>(undefined)

  useEffect(() => {
    if (handled.current === error) return
    handled.current = error
    if (isChunkFailure(error) && reloadPageOnce()) return
    setSettled(error)
    // Offline, a chunk cannot load: that is the network, not a fault of ours to hear about.
    if (!isChunkFailure(error) || window.navigator.onLine) monitor.report(error)
  }, [error])

  if (isChunkFailure(error)) return settled === error ? <ChunkLoadFailure /> : <PageLoading label="正在重新加载…" />
  return <ErrorPage status={500} message={userMessage(error)} />
}

interface CatcherProps {
  /** The address shown: a new one clears the error, so the next page gets its chance. */
  locationKey: string
  children: ReactNode
}

interface CatcherState {
  locationKey: string
  /** What the route threw, boxed: a page may throw anything, `undefined` included. */
  caught: { error: unknown } | null
}

/** React catches render errors only in a class component. */
class RouteErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { locationKey: this.props.locationKey, caught: null }

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { caught: { error } }
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.locationKey === state.locationKey ? null : { locationKey: props.locationKey, caught: null }
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children
  }
}

/**
 * Catches what its routes throw while rendering — a page chunk that failed to load, a page that throws — and
 * shows {@link RouteError} in their place until the next navigation. The router's route tree places one inside
 * the layout, so the toast and the offline notice stay, and one around the layout itself (src/router.tsx).
 *
 * @example
 * <RouteErrorBoundary><Outlet /></RouteErrorBoundary>
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation()
  return <RouteErrorCatcher locationKey={key}>{children}</RouteErrorCatcher>
}
