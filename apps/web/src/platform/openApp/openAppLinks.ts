import { openAppQuery } from './openAppQuery'
import type { OpenAppSettings } from './openAppSettings'
import type { OpenAppTarget } from './openAppTarget'

/** The download page: it reads the target back from its query and offers the store or the APK. */
export const DOWNLOAD_PATH = '/download'

/**
 * The download page with the target in its query, so the invitation and the campaign survive the detour
 * (`/download?room=10086&inviteCode=AB12CD&channel=dx`).
 */
export function downloadAddress(target: OpenAppTarget): string {
  return `${DOWNLOAD_PATH}?${openAppQuery(target).toString()}`
}

/**
 * The link a phone's browser tries to open the app with. On iOS, with a universal-link host, the download page on
 * that host: iOS opens the app when it is installed (the host's apple-app-site-association claims the path), and
 * Safari shows the download page, target and all, when it is not. Otherwise the app's scheme (`h5app://open?…`),
 * which a browser without the app ignores.
 *
 * @example appLink({ kind: 'room', roomId: '10086' }, 'android', settings) // 'h5app://open?room=10086'
 */
export function appLink(target: OpenAppTarget, platform: 'ios' | 'android', settings: OpenAppSettings): string {
  if (platform === 'ios' && settings.universalLinkHost) return `https://${settings.universalLinkHost}${downloadAddress(target)}`
  return `${settings.openLink}?${openAppQuery(target).toString()}`
}
