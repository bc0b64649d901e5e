import { useEffect, useRef, useState } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { ErrorPage } from '../pages/common/ErrorPage'
import { PageLoading } from '../pages/common/PageLoading'
import { monitor } from './monitor'
import { PlatformError } from './PlatformError'
import { reloadPageOnce } from './reloadPageOnce'
import { routeErrorStatus } from './routeErrorStatus'

/** The user-facing sentence of an error, if it has one: our own typed errors, and text a page threw on purpose. */
function userMessage(error: unknown): string | undefined {
  if (error instanceof PlatformError) return error.message
  if (isRouteErrorResponse(error) && typeof error.data === 'string' && error.data !== '') return error.data
  return undefined
}

function isChunkFailure(error: unknown): boolean {
  return error instanceof PlatformError && error.code === 'chunk-load'
}

/**
 * Every route error lands here (DESIGN §6): a failed page chunk reloads the page once (then shows the error
 * page); a 404 (unknown path, failed validity check) shows `页面不存在`; anything else shows its status or 500
 * `服务器错误` and is reported to monitoring. Raw exception text is never shown; it goes to monitoring.
 */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const status = routeErrorStatus(error)
  // The error whose reload decision is made; until then a chunk failure shows the reload notice.
  const [settled, setSettled] = useState<unknown>(undefined)
  // React's strict mode runs effects twice; each error must be handled (reloaded, reported) once.
  const handled = useRef<unknown>(undefined)

  useEffect(() => {
    if (handled.current === error) return
    handled.current = error
    if (isChunkFailure(error) && reloadPageOnce()) return
    setSettled(error)
    if (status !== 404) monitor.report(error)
  }, [error, status])

  if (isChunkFailure(error) && settled !== error) return <PageLoading label="正在重新加载…" />
  return <ErrorPage status={status} message={userMessage(error)} />
}
