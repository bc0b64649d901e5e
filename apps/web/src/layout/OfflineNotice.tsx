import { useSnapshot } from 'valtio'
import { NoNetworkIcon } from '../platform/ui/NoNetworkIcon'
import { appState } from '../state/appState'
import './OfflineNotice.css'

/** The visible side of `appState.online`: a bar under the status bar while the phone is offline. */
export function OfflineNotice() {
  const { online } = useSnapshot(appState)
  if (online) return null
  return (
    <div className="offline-notice" role="alert">
      <NoNetworkIcon className="offline-notice__icon" size={18} />
      网络连接已断开，请检查网络设置
    </div>
  )
}
