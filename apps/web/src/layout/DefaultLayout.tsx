import { Outlet } from 'react-router-dom'
import './DefaultLayout.css'

/**
 * The layout named `default` (spec §2): every page renders inside it. Safe-area insets are applied here once
 * so pages never think about notches. The toast and loading overlays join it with the platform issue.
 */
export function DefaultLayout() {
  return (
    <div className="layout">
      <Outlet />
    </div>
  )
}
