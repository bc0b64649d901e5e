import { createBridge, type BridgeDiagnostic } from '@h5/bridge'
import { showToast } from '../state/overlays'

/**
 * What the bridge dropped or gave up on (DESIGN §8: malformed native messages are reported, never thrown).
 * A diagnostic names only its kind and the op or event, never a payload, so no token can reach a log.
 * Dev builds print it; production keeps quiet until error monitoring takes these over.
 */
function reportDiagnostic({ kind, op, event }: BridgeDiagnostic): void {
  if (import.meta.env.DEV) console.warn(`[bridge] ${kind}`, op ?? event ?? '')
}

/**
 * The app's one bridge to native (DESIGN §2). Outside the app `showToast` falls back to the layout's toast.
 * Nothing happens until first use, so the dev fake native installed by setupDev is seen even though this
 * module may be imported before it runs.
 *
 * @example
 * const { accessToken, openID } = await appBridge.call('getCurrentUserInfo')
 */
export const appBridge = createBridge({ window, webToast: showToast, onDiagnostic: reportDiagnostic })
