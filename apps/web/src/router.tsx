import type { ComponentType, ReactNode } from 'react'
import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { DefaultLayout } from './layout/DefaultLayout'
import { ErrorPage } from './pages/common/ErrorPage'
import { PageLoading } from './pages/common/PageLoading'
import { PlannedPage } from './pages/common/PlannedPage'
import { errorText } from './platform/errorText'
import { PlatformError } from './platform/PlatformError'
import { RouteErrorBoundary } from './platform/RouteErrorBoundary'
import { trackNavigationDirection } from './platform/trackNavigationDirection'
import { watchDocumentTitle } from './platform/watchDocumentTitle'
import { routeTable, type RouteEntry } from './routes/routeTable'
import { appState } from './state/appState'

/** A failed validity check is a 404 (spec §5), thrown before the page renders. */
function validityLoader(validate: NonNullable<RouteEntry['validate']>) {
  return ({ params, request }: LoaderFunctionArgs) => {
    if (!validate(params, new URL(request.url).searchParams)) throw data(null, { status: 404 })
    return null
  }
}

/** What a route renders: a lazy page module or an element (fits both index and path routes). */
interface PageFields {
  lazy?: () => Promise<{ Component: ComponentType }>
  element?: ReactNode
}

/**
 * A page's own route fields: the lazily loaded page of a `ready` entry, the planned page otherwise. A chunk
 * that fails to load becomes a typed `chunk-load` error, which the error boundary answers with one reload.
 */
function pageOf({ title, status, load }: RouteEntry): PageFields {
  if (status === 'ready' && load) {
    return {
      lazy: async () => {
        try {
          return { Component: (await load()).default }
        } catch (cause) {
          throw new PlatformError('chunk-load', '页面加载失败，请检查网络后重试', { cause })
        }
      },
    }
  }
  return { element: <PlannedPage title={title} /> }
}

function toRouteObject(entry: RouteEntry, table: readonly RouteEntry[]): RouteObject {
  const handle = { title: entry.title }
  const loader = entry.validate ? validityLoader(entry.validate) : undefined
  const children = table.filter((child) => child.parent === entry.path)
  if (children.length === 0) return { path: entry.path, handle, loader, ...pageOf(entry) }
  // A parent of nested routes (spec §2): its own line is the `default` child, the index route.
  return {
    path: entry.path,
    loader,
    children: [
      { index: true, handle, ...pageOf(entry) },
      ...children.map((child) => toRouteObject(child, table)),
    ],
  }
}

/**
 * The app's routes (DESIGN §6): every table entry inside the default layout; nested children under their
 * parent; route errors (a failed validity check, a failed chunk, a page that throws) caught inside the layout,
 * so the toast and the offline notice stay; any other path is the 404 page.
 */
export function buildRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  const topLevel = table.filter((entry) => entry.parent === undefined)
  return [
    {
      element: <DefaultLayout />,
      // The first page's chunk is loading: a quiet placeholder instead of a blank screen.
      HydrateFallback: () => <PageLoading />,
      // Only if the layout itself fails.
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            ...topLevel.map((entry) => toRouteObject(entry, table)),
            { path: '*', handle: { title: errorText(404).title }, element: <ErrorPage status={404} /> },
          ],
        },
      ],
    },
  ]
}

/**
 * The app's router: history mode, base `/` (spec §2). The title and direction watchers subscribe before the
 * RouterProvider does, so both are current when a new page renders.
 */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes())
  watchDocumentTitle(router)
  trackNavigationDirection(router, appState)
  return router
}
