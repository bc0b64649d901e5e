import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { hideToast, overlays } from '../state/overlays'
import './Toast.css'

/** Activity, red-packet and extend pages use a larger toast. */
export function isLargeToastPath(pathname: string): boolean {
  return /activity|redpacket|extend/i.test(pathname)
}

/**
 * The layout's toast: one message at a time, centred, gone after its duration (1500 ms unless the
 * caller asks otherwise); a new toast replaces the current one and starts its own timer. Callers use
 * `showToast` from state/overlays.ts, including the bridge's showToast fallback outside the app. The live
 * region is always present, so screen readers announce each message.
 */
export function Toast() {
  const { toast } = useSnapshot(overlays)
  const { pathname } = useLocation()
  const id = toast?.id
  const duration = toast?.duration

  useEffect(() => {
    if (id === undefined || duration === undefined) return
    const timer = window.setTimeout(() => hideToast(id), duration)
    return () => window.clearTimeout(timer)
  }, [id, duration])

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast ? (
        <div key={toast.id} className={isLargeToastPath(pathname) ? 'toast toast--large' : 'toast'}>
          {toast.message}
        </div>
      ) : null}
    </div>
  )
}
