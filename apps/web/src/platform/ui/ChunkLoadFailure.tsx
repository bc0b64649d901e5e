import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { useDocumentTitle } from '../useDocumentTitle'
import { appState } from '../../state/appState'
import { NoNetworkIcon } from './NoNetworkIcon'
import { ReloadButton } from './ReloadButton'
import { StatusView } from './StatusView'
import { buttonClass } from './buttonClass'

/**
 * What a route shows when its page's code could not be loaded and no automatic reload is left or allowed
 * (RouteErrorBoundary.tsx, reloadPageOnce.ts): offline, it says so and offers 重新加载 once the network is
 * back; online, the reload already happened once, so it asks the user to try again.
 */
export function ChunkLoadFailure() {
  const { online } = useSnapshot(appState)
  useDocumentTitle('页面加载失败')
  return (
    <StatusView
      art={<NoNetworkIcon size={48} />}
      title="页面加载失败"
      message={online ? '页面加载失败，请检查网络后重试' : '网络连接已断开，连接网络后可重新加载'}
    >
      <ReloadButton />
      <Link className={buttonClass({ variant: 'secondary' })} to="/">
        回到首页
      </Link>
    </StatusView>
  )
}
