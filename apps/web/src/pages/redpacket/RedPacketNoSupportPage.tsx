import { appBridge } from '../../platform/appBridge'
import { sessionStore } from '../../platform/session/sessionStore'
import { OpenInAppScreen, type OpenInAppReason } from '../../platform/ui/OpenInAppScreen'
import { PacketIcon } from './PacketIcon'

/** The red packet's words on the shared screen (the e2e specs read these titles). */
const RED_PACKET_COPY = {
  unsupported: { title: '请在 App 内打开红包', message: '红包需要在 App 内领取和发送，下载 App 后即可使用' },
  outdated: { title: '请升级 App 后领取红包', message: '当前 App 版本过低，暂不支持红包，请升级到最新版本后重新打开' },
}

/**
 * Why the page is here: what the session decided before the red-packet page sent it here
 * (useRedPacketSession.ts); on a direct visit, a browser is outside the app and an app is taken as too old.
 */
function reasonFor(status: string, inApp: boolean): OpenInAppReason {
  if (status === 'unsupported' || status === 'outdated') return status
  return inApp ? 'outdated' : 'unsupported'
}

/**
 * /redpacket/noSupport: where the red-packet pages send a plain browser (no `pid/`, or 998) and an
 * app whose bridge never answered (999, an old version): the shared open-in-app screen in red-packet words.
 */
export default function RedPacketNoSupportPage() {
  return <OpenInAppScreen reason={reasonFor(sessionStore.get().status, appBridge.inApp)} art={<PacketIcon />} copy={RED_PACKET_COPY} />
}
