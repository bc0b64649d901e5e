import { lazy, Suspense } from 'react'
import type { OpenInAppScreenProps } from './OpenInAppScreenContent'
import { PageLoading } from './PageLoading'

export type { OpenInAppCopy, OpenInAppReason, OpenInAppScreenProps } from './OpenInAppScreenContent'

const Content = lazy(() => import('./OpenInAppScreenContent').then((module) => ({ default: module.OpenInAppScreenContent })))

/**
 * The shared open-in-app / update-the-app screen (OpenInAppScreenContent.tsx), as the pages show it when the
 * session service says `unsupported` or `outdated`: its code loads when a page shows it. Some 40 routes can show
 * it, and in the app, where they run, none does: loaded with them, it was 1.5 KB of start-up JS each (the
 * screen and the link it brings, README "Performance"). Outside the app it comes one request after the page,
 * behind the loading screen; a failed load is the route's chunk failure (platform/RouteErrorBoundary.tsx).
 *
 * @example
 * const session = useSessionTokens()
 * if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
 */
export function OpenInAppScreen(props: OpenInAppScreenProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Content {...props} />
    </Suspense>
  )
}
