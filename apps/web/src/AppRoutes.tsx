import { memo, Suspense, useDeferredValue } from 'react'
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom'
import { NavigationPendingContext } from './platform/navigationPending'
import { routesForPath } from './platform/routesForPath'
import { PageLoading } from './platform/ui/PageLoading'
import { useTrackNavigationDirection } from './platform/useTrackNavigationDirection'
import { appState } from './state/appState'

/**
 * The routes rendered for `location`; memoised, so a render that keeps the shown address skips them. React
 * Router gets only the routes that can match it (routesForPath: matching the whole table on every navigation
 * was most of the start-up work after the framework).
 */
const ShownRoutes = memo(function ShownRoutes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routesForPath(routes, location.pathname), location)
})

export interface AppRoutesProps {
  routes: RouteObject[]
  /**
   * The first page is the build's prerender, which React hydrates (src/start.tsx, apps/web/prerender): its
   * module is preloaded, so it renders at once, and no Suspense boundary may wrap it — React hydrates a
   * boundary's content in a later pass, after the app has replayed the tap the page held. Otherwise a quiet
   * placeholder stands in for the app until the first page's code has loaded.
   */
  prerendered?: boolean
}

/**
 * The app under its router (src/start.tsx, the prerender, the tests): the routes of src/router.tsx, shown the
 * way the data router showed them (README "Performance": React Router in declarative mode) — the page on
 * screen stays until the next page's code has loaded, meanwhile the layout's progress bar runs
 * (NavigationPendingContext), and `appState.direction` follows every navigation.
 *
 * How: the router's location is deferred (React's `useDeferredValue`). When the router moves, React first
 * renders with the address still shown — the progress bar appears and the direction is written — then renders
 * the new address in the background; if its page suspends on its chunk, that render waits and the old page
 * stays on screen until the chunk has loaded. This needs the router to update its location urgently:
 * `useTransitions={false}` (inside a transition the deferred value would move at once).
 *
 * @example
 * <BrowserRouter useTransitions={false}><AppRoutes routes={buildRoutes()} /></BrowserRouter>
 */
export function AppRoutes({ routes, prerendered = false }: AppRoutesProps) {
  const location = useLocation()
  useTrackNavigationDirection(appState)
  const shown = useDeferredValue(location)
  const app = (
    <NavigationPendingContext value={shown !== location}>
      <ShownRoutes routes={routes} location={shown} />
    </NavigationPendingContext>
  )
  return prerendered ? app : <Suspense fallback={<PageLoading />}>{app}</Suspense>
}
