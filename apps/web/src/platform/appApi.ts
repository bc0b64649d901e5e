import { createApiClient } from '@h5/api'
import { getClientId } from '@h5/bridge'
import { hideLoading, showLoading } from '../state/overlays'
import { appBridge } from './appBridge'
import { browserStorage } from './browserStorage'
import { forgetStoredTokens } from './storedTokens'

/**
 * The app's HTTP client (DESIGN §3): `X-Client-Id` from the user agent's `pid/` (remembered in localStorage),
 * the layout's loading overlay, and, when the session is gone (8304006, 107), the stored tokens dropped and
 * `finish` through the app bridge.
 *
 * @example
 * const { data } = await appApi.getMyReward()
 */
export const appApi = createApiClient({
  clientId: getClientId(navigator.userAgent, browserStorage('localStorage')),
  bridge: appBridge,
  // The session is gone: the tokens a page stored go with it (issue 13).
  onSessionEnd: () => forgetStoredTokens(browserStorage('sessionStorage')),
  loading: { show: showLoading, hide: hideLoading },
})
