import { createApiTransport } from '@h5/api'
import { getClientId } from '@h5/bridge'
import { hideLoading, showLoading } from '../state/overlays'
import { appBridge } from './appBridge'
import { browserStorage } from './browserStorage'
import { serverClock } from './serverClock'
import { appSession } from './session/appSession'

/**
 * The app's HTTP transport (packages/api/README.md): `X-Client-Id` from the user agent's `pid/` (remembered in
 * localStorage; docs/native-contract.md, "Client id"), the layout's loading overlay, and, when the session is gone
 * (8304006, 107), the session's tokens dropped (platform/session/appSession.ts) and `finish` through the app
 * bridge; every answer sets the server's clock (platform/serverClock.ts). Pages call the backend through their
 * family's client in platform/api/, which binds the family's endpoint table on this transport, so a page carries
 * only its family's rows of the table.
 *
 * @example
 * export const redPacketApi: RedPacketApi = bindEndpoints(appTransport, REDPACKET_ENDPOINTS)
 */
export const appTransport = createApiTransport({
  clientId: getClientId(navigator.userAgent, browserStorage('localStorage')),
  bridge: appBridge,
  // The session is gone: the tokens go with it, from memory and from the tab's storage (13).
  onSessionEnd: () => appSession.end(),
  loading: { show: showLoading, hide: hideLoading },
  // Every answer's X-Server-Time keeps the server's clock (serverNow) for countdowns and dates.
  serverClock,
})
