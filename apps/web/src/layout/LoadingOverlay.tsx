import { useSnapshot } from 'valtio'
import { Spinner } from '../platform/ui/Spinner'
import { overlays } from '../state/overlays'
import './LoadingOverlay.css'

/**
 * The loading overlay driven by @h5/api's loading hooks through `showLoading`/`hideLoading`:
 * shown while any non-quiet request is in flight. It takes taps at once (no double submit) but only becomes
 * visible after `--loading-delay`, so quick answers do not flash it.
 */
export function LoadingOverlay() {
  const { loadingCount } = useSnapshot(overlays)
  if (loadingCount === 0) return null
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="loading-overlay__box">
        <Spinner />
        <span className="loading-overlay__label">加载中</span>
      </div>
    </div>
  )
}
