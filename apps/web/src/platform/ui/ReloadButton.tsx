import { useSnapshot } from 'valtio'
import { appState } from '../../state/appState'
import { buttonClass } from './buttonClass'

/**
 * 重新加载: reloads the page, but only while the phone is online. Offline, a reload would replace the page with
 * the web view's own error page, losing the app's offline notice; so the button waits, disabled,
 * until `appState.online` (watchOnline.ts) says the network is back.
 */
export function ReloadButton() {
  const { online } = useSnapshot(appState)
  return (
    <button
      className={buttonClass()}
      type="button"
      disabled={!online}
      onClick={() => {
        if (window.navigator.onLine) window.location.reload()
      }}
    >
      {online ? '重新加载' : '等待网络恢复…'}
    </button>
  )
}
