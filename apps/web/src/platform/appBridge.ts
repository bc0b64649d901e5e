import { createBridge } from '@h5/bridge'
import { showToast } from '../state/overlays'
import { APP_LINKS, TRUSTED_HOSTS } from './openPage'
import { reportBridgeDiagnostic } from './reportBridgeDiagnostic'

/**
 * The app's one bridge to native (docs/native-contract.md). Outside the app `showToast` falls back to the layout's
 * toast; what the bridge drops or gives up on goes to {@link reportBridgeDiagnostic}; URLs handed to native follow
 * the same rules as openPage: pages on the page's own host or {@link TRUSTED_HOSTS}, app links of {@link
 * APP_LINKS}. Nothing happens until first use, so the dev fake native installed by setupDev is seen
 * even though this module may be imported before it runs.
 *
 * @example
 * const { accessToken, openID } = await appBridge.call('getCurrentUserInfo')
 */
export const appBridge = createBridge({
  window,
  webToast: showToast,
  onDiagnostic: (diagnostic) => reportBridgeDiagnostic(diagnostic),
  // The pages openPage opens, native opens too; the bridge adds the page's own host itself.
  trustedHosts: TRUSTED_HOSTS,
  appLinks: APP_LINKS,
})
