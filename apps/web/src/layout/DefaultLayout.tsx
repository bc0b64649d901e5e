import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { useScrollOnNavigation } from '../platform/useScrollOnNavigation'
import { watchOnline } from '../platform/watchOnline'
import { appState } from '../state/appState'
import { LoadingOverlay } from './LoadingOverlay'
import { NavigationProgress } from './NavigationProgress'
import { OfflineNotice } from './OfflineNotice'
import { PageFrame } from './PageFrame'
import { Toast } from './Toast'
import './DefaultLayout.css'

/**
 * The layout named `default` (spec §2): every page renders inside it. It applies the safe-area insets once, so
 * pages never think about notches; slides pages in by `appState.direction`; scrolls on navigation; and holds
 * the offline notice, the navigation progress bar, the toast and the loading overlay.
 */
export function DefaultLayout() {
  const location = useLocation()
  const { direction } = useSnapshot(appState)
  useScrollOnNavigation()
  useEffect(() => watchOnline(window, appState), [])

  return (
    <div className="layout">
      <OfflineNotice />
      <NavigationProgress />
      {/* The first page (React Router's location key `default`) appears without a slide. */}
      <PageFrame key={location.pathname} direction={direction} animate={location.key !== 'default'}>
        <Outlet />
      </PageFrame>
      <Toast />
      <LoadingOverlay />
    </div>
  )
}
