import { appBridge } from '../../platform/appBridge'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { useGoBack } from '../../platform/useGoBack'
import { StatusView } from '../../platform/ui/StatusView'
import { PacketIcon } from './PacketIcon'

/**
 * /redpacket/noSupport (issue 6): where the red-packet pages send a plain browser (no `pid/` in the user agent)
 * and an app whose bridge never answered (errcode 999, an old version). Says which, links to /download, and
 * offers the way back.
 */
export default function RedPacketNoSupportPage() {
  const goBack = useGoBack()
  const outside = !appBridge.inApp
  return (
    <StatusView
      art={<PacketIcon />}
      title={outside ? '请在 App 内打开红包' : '请升级 App 后领取红包'}
      message={
        outside
          ? '红包需要在 App 内领取和发送，下载 App 后即可使用'
          : '当前 App 版本过低，暂不支持红包，请升级到最新版本后重新打开'
      }
    >
      <PrefetchLink className="button button--primary" to="/download">
        {outside ? '下载 App' : '下载最新版 App'}
      </PrefetchLink>
      <button className="button button--secondary" type="button" onClick={goBack}>
        返回
      </button>
    </StatusView>
  )
}
