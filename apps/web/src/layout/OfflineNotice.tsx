import { useSnapshot } from 'valtio'
import { appState } from '../state/appState'
import './OfflineNotice.css'

/** The visible side of `appState.online` (DESIGN §6): a bar under the status bar while the phone is offline. */
export function OfflineNotice() {
  const { online } = useSnapshot(appState)
  if (online) return null
  return (
    <div className="offline-notice" role="alert">
      <svg className="offline-notice__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      网络连接已断开，请检查网络设置
    </div>
  )
}
