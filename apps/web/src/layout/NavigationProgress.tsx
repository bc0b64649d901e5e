import { useNavigationPending } from '../platform/navigationPending'
import './NavigationProgress.css'

/**
 * A thin bar at the top while the next page's code loads (the router keeps the old page until it has it), so a
 * tap on a slow network visibly did something. It appears only after a moment, like the loading overlay.
 */
export function NavigationProgress() {
  if (!useNavigationPending()) return null
  return <div className="navigation-progress" role="progressbar" aria-label="页面加载中" />
}
