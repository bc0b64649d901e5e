import { createBridge } from '@h5/bridge'
import { showToast } from '../state/overlays'
import { APP_SCHEME } from './openPage'
import { reportBridgeDiagnostic } from './reportBridgeDiagnostic'

/**
 * The app's one bridge to native (DESIGN §2). Outside the app `showToast` falls back to the layout's toast;
 * what the bridge drops or gives up on goes to {@link reportBridgeDiagnostic}; URLs handed to native may use the
 * app's own scheme ({@link APP_SCHEME}) besides http(s). Nothing happens until first use, so the dev fake native
 * installed by setupDev is seen even though this module may be imported before it runs.
 *
 * @example
 * const { accessToken, openID } = await appBridge.call('getCurrentUserInfo')
 */
export const appBridge = createBridge({
  window,
  webToast: showToast,
  onDiagnostic: (diagnostic) => reportBridgeDiagnostic(diagnostic),
  // The URLs openPage accepts, native accepts too: without it an `h5app:` link would be refused 996.
  appSchemes: [APP_SCHEME],
})
