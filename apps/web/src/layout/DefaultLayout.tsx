import { useEffect, useState } from 'react'
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
 * Whether the tab has navigated since the app started. The first page appears without a slide, but going back
 * to it later slides like any other page (so the initial location key alone cannot tell).
 */
function useHasNavigated(locationKey: string): boolean {
  const [seen, setSeen] = useState({ firstKey: locationKey, navigated: false })
  if (!seen.navigated && locationKey !== seen.firstKey) {
    // Adjusting state while rendering, as React documents for values derived from a change.
    setSeen({ firstKey: seen.firstKey, navigated: true })
    return true
  }
  return seen.navigated
}

/**
 * The layout named `default`: every page renders inside it. It applies the safe-area insets once, so
 * pages never think about notches; slides pages in by `appState.direction`; scrolls on navigation; and holds
 * the offline notice, the navigation progress bar, the toast and the loading overlay.
 */
export function DefaultLayout() {
  const location = useLocation()
  const { direction } = useSnapshot(appState)
  const hasNavigated = useHasNavigated(location.key)
  useScrollOnNavigation()
  useEffect(() => watchOnline(window, appState), [])

  return (
    <div className="layout">
      <OfflineNotice />
      <NavigationProgress />
      <PageFrame key={location.pathname} direction={direction} animate={hasNavigated}>
        <Outlet />
      </PageFrame>
      <Toast />
      <LoadingOverlay />
    </div>
  )
}
